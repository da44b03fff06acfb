import { found, invalidField } from "../http/errors";
import type { CustomField, Metadata } from "../state";
import { Store } from "../store";
import { Service } from "./service";

export type CustomFieldInput = {
  type: CustomField["type"];
  slug?: string;
  name?: string | null;
  properties?: Record<string, unknown> | null;
  metadata?: Metadata;
};

/** Custom fields a checkout can ask for: one slug per organization, a type fixed once made. */
export class CustomFields extends Service {
  byId(id: string): CustomField {
    return found(this.store.get("custom_fields", id));
  }

  private refuseTakenSlug(slug: string, except?: string) {
    if (this.store.state.custom_fields.some((f) => f.slug === slug && f.id !== except)) {
      throw invalidField(["body", "slug"], "Custom field with this slug already exists.", slug);
    }
  }

  create(input: CustomFieldInput & { slug: string; name: string }): CustomField {
    this.refuseTakenSlug(input.slug);
    return this.store.add("custom_fields", {
      id: Store.id(),
      created_at: this.store.iso(),
      modified_at: null,
      type: input.type,
      slug: input.slug,
      name: input.name,
      properties: input.properties ?? {},
      metadata: input.metadata ?? {},
    });
  }

  update(field: CustomField, input: CustomFieldInput): CustomField {
    if (input.type !== field.type) throw invalidField(["body", "type"], "The type of a custom field can't be changed.", input.type);
    if (input.slug !== undefined) {
      this.refuseTakenSlug(input.slug, field.id);
      field.slug = input.slug;
    }
    if (input.name !== undefined && input.name !== null) field.name = input.name;
    if (input.properties) field.properties = input.properties;
    if (input.metadata) field.metadata = input.metadata;
    field.modified_at = this.store.iso();
    return field;
  }

  remove(field: CustomField) {
    this.store.state.custom_fields = this.store.state.custom_fields.filter((f) => f !== field);
  }
}
