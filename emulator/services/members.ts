import { conflict, found, invalidField } from "../http/errors";
import type { Customer, Member } from "../state";
import { Store } from "../store";
import { Service } from "./service";

export type MemberInput = { email?: string | null; name?: string | null; external_id?: string | null; role?: Member["role"] | null };

/**
 * The members of a customer (a team buying together): one e-mail and one external id per customer, an owner
 * who manages the others from the portal with a member session.
 */
export class Members extends Service {
  of(customer: Customer): Member[] {
    return this.store.state.members.filter((m) => m.customer_id === customer.id);
  }

  byId(customer: Customer, id: string): Member {
    return found(
      this.of(customer).find((m) => m.id === id),
      "Member not found.",
    );
  }

  byExternal(customer: Customer, externalId: string): Member {
    return found(
      this.of(customer).find((m) => m.external_id === externalId),
      "Member not found.",
    );
  }

  private refuseTaken(customer: Customer, input: MemberInput, except?: string) {
    const others = this.of(customer).filter((m) => m.id !== except);
    if (input.email && others.some((m) => m.email === input.email!.toLowerCase())) {
      throw invalidField(["body", "email"], "A member with this email already exists for this customer.", input.email);
    }
    if (input.external_id && others.some((m) => m.external_id === input.external_id)) {
      throw invalidField(["body", "external_id"], "A member with this external ID already exists for this customer.", input.external_id);
    }
  }

  create(customer: Customer, input: MemberInput & { email: string }): Member {
    this.refuseTaken(customer, input);
    const member = this.store.add("members", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      customer_id: customer.id,
      email: input.email.toLowerCase(),
      name: input.name ?? null,
      external_id: input.external_id ?? null,
      role: input.role ?? "member",
    });
    this.hooks.emit("member.created", this.out.member(member));
    return member;
  }

  update(member: Member, input: MemberInput): Member {
    const customer = this.store.get("customers", member.customer_id)!;
    this.refuseTaken(customer, input, member.id);
    if (input.email) member.email = input.email.toLowerCase();
    if (input.name !== undefined) member.name = input.name;
    if (input.role) {
      if (member.role === "owner" && input.role !== "owner" && !this.of(customer).some((m) => m !== member && m.role === "owner")) {
        throw conflict("NotPermitted", "A customer keeps at least one owner.");
      }
      member.role = input.role;
    }
    member.modified_at = this.store.iso();
    this.hooks.emit("member.updated", this.out.member(member));
    return member;
  }

  remove(member: Member) {
    if (member.role === "owner") throw conflict("NotPermitted", "The owner of a customer cannot be removed.");
    this.store.state.members = this.store.state.members.filter((m) => m !== member);
    this.hooks.emit("member.deleted", this.out.member(member));
  }
}
