import dns2 from "dns2";

const { Packet } = dns2;

/**
 * A DNS server run by the tests (dns2, UDP on a free loopback port) answering TXT records from a table the tests
 * fill; every other name is NXDOMAIN. Point DNS_SERVERS at `address` before the app's settings load.
 */
export async function startDnsServer() {
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values = question ? records.get(question.name.toLowerCase()) : undefined;
      if (question && values && question.type === Packet.TYPE.TXT) {
        for (const data of values) {
          const record = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data };
          response.answers.push(record as (typeof response.answers)[number]);
        }
      } else if (!values) {
        response.header.rcode = 3; // NXDOMAIN
      }
      send(response);
    },
  });
  const listening = await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
  const port = (listening as { udp: { port: number } }).udp.port;
  return {
    address: `127.0.0.1:${port}`,
    setTxt(name: string, values: string[]) {
      records.set(name.toLowerCase(), values);
    },
    clear(name: string) {
      records.delete(name.toLowerCase());
    },
    close: () => server.close(),
  };
}
