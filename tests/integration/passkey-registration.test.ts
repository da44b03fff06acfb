import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { passkey } from "@/db/schema";
import { verifiedUser } from "../support/client";

const b64url = (value: string) => Buffer.from(value).toString("base64url");

describe("a passkey registration that fails verification", () => {
  it("is the client's fault (400 FAILED_TO_VERIFY_REGISTRATION, was 500), and adds no passkey", async () => {
    const person = await verifiedUser();
    const answers = [
      "not a credential",
      { id: "abc", rawId: "abc", type: "public-key", response: {} },
      {
        id: "abc",
        rawId: "abc",
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(JSON.stringify({ type: "webauthn.create", challenge: "forged", origin: "https://evil.example" })),
          attestationObject: b64url("not cbor"),
        },
      },
    ];
    for (const response of answers) {
      // Each try starts a ceremony of its own, as the settings screen does: its challenge is used up by the answer.
      expect((await person.client.get("/passkey/generate-register-options")).status).toBe(200);
      const res = await person.client.post("/passkey/verify-registration", { response, name: "Laptop" });
      expect([res.status, res.body.code], JSON.stringify(response).slice(0, 60)).toEqual([400, "FAILED_TO_VERIFY_REGISTRATION"]);
    }
    expect(await db.select().from(passkey).where(eq(passkey.userId, person.user.id))).toEqual([]);
  });
});
