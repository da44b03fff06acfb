/**
 * Request validation as Polar's server does it (FastAPI over pydantic 2, lax mode), read from the OpenAPI
 * document's schemas: the same error `type`s, `msg`s, `loc`s and `ctx`s, every error at once, and the same
 * coercions (a numeric string is a number, "true" a boolean). Unions are pydantic's: a discriminated one
 * (oneOf with a discriminator) validates the member its tag names, with the tag in the location; any other
 * union tries its members and, when none fits, reports each member's errors under the member's name.
 */
export type Schema = Record<string, unknown>;
export type Loc = (string | number)[];
export type ValidationIssue = { type: string; loc: Loc; msg: string; input?: unknown; ctx?: Record<string, unknown> };
type Result = { value: unknown; issues: ValidationIssue[] };

function issue(type: string, loc: Loc, msg: string, input: unknown, ctx?: Record<string, unknown>): ValidationIssue {
  return { type, loc, msg, input, ...(ctx ? { ctx } : {}) };
}

const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const EMAIL_DOMAIN = /^(?=.{1,253}$)([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Unions Polar's server tells apart with a function (pydantic's callable Discriminator with Tags): the document
 * shows them as a oneOf without a discriminator, so the function and its tags are written down here.
 */
const CALLABLE_DISCRIMINATORS: Record<
  string,
  { name: string; tagOf: (v: Record<string, unknown>) => unknown; tags: Record<string, string> }
> = {
  ProductCreate: {
    name: "_product_create_discriminator()",
    tagOf: (v) => (v.recurring_interval !== undefined && v.recurring_interval !== null ? "recurring" : "one_time"),
    tags: { recurring: "ProductCreateRecurring", one_time: "ProductCreateOneTime" },
  },
  CustomerCreate: {
    name: "_customer_create_type()",
    tagOf: (v) => v.type ?? "individual",
    tags: { individual: "CustomerIndividualCreate", team: "CustomerTeamCreate" },
  },
};

const quote = (v: unknown) => (typeof v === "string" ? `'${v}'` : String(v));
/** pydantic's "'a', 'b' or 'c'". */
function expected(values: unknown[]): string {
  const quoted = values.map(quote);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}` : (quoted[0] ?? "");
}
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export class Validator {
  constructor(private readonly components: Record<string, Schema>) {}

  private resolve(schema: Schema): { schema: Schema; name?: string } {
    let current = schema;
    let name: string | undefined;
    for (let depth = 0; typeof current.$ref === "string" && depth < 20; depth++) {
      name = (current.$ref as string).split("/").pop()!;
      current = { ...this.components[name], ...Object.fromEntries(Object.entries(current).filter(([k]) => k !== "$ref")) };
    }
    return { schema: current, name };
  }

  validate(raw: Schema, value: unknown, loc: Loc, strict = false): Result {
    const { schema, name } = this.resolve(raw);
    const callable = name ? CALLABLE_DISCRIMINATORS[name] : undefined;
    if (callable) return this.called(callable, value, loc, strict);
    if (Array.isArray(schema.anyOf)) return this.union(schema.anyOf as Schema[], value, loc, strict);
    if (Array.isArray(schema.oneOf)) {
      const discriminator = schema.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
      if (discriminator) return this.tagged(schema.oneOf as Schema[], discriminator, value, loc, strict);
      return this.union(schema.oneOf as Schema[], value, loc, strict);
    }
    if (Array.isArray(schema.allOf)) {
      return (schema.allOf as Schema[]).reduce<Result>(
        (acc, part) => {
          const r = this.validate(part, acc.value, loc, strict);
          return { value: r.value, issues: [...acc.issues, ...r.issues] };
        },
        { value, issues: [] },
      );
    }
    if ("const" in schema) {
      return value === schema.const
        ? { value, issues: [] }
        : this.fail("literal_error", loc, `Input should be ${quote(schema.const)}`, value, { expected: quote(schema.const) });
    }
    if (Array.isArray(schema.enum)) {
      const allowed = schema.enum as unknown[];
      if (allowed.includes(value)) return { value, issues: [] };
      // An Enum class of the server (a component) says "enum"; an inline Literal says "literal_error".
      return this.fail(name ? "enum" : "literal_error", loc, `Input should be ${expected(allowed)}`, value, {
        expected: expected(allowed),
      });
    }
    switch (schema.type) {
      case "string":
        return this.string(schema, value, loc);
      case "integer":
      case "number":
        return this.number(schema, value, loc, strict);
      case "boolean":
        return this.boolean(value, loc, strict);
      case "null":
        return value === null ? { value, issues: [] } : this.fail("none_required", loc, "Input should be None", value);
      case "array":
        return this.array(schema, value, loc, strict);
      case "object":
        return this.object(schema, value, loc, strict);
      default:
        return { value, issues: [] };
    }
  }

  private fail(type: string, loc: Loc, msg: string, input: unknown, ctx?: Record<string, unknown>): Result {
    return { value: input, issues: [issue(type, loc, msg, input, ctx)] };
  }

  /** The name pydantic gives a union member in a location: the model's name, or the Python type. */
  private memberName(raw: Schema): string {
    const { schema, name } = this.resolve(raw);
    if (name) return name;
    if (typeof schema.title === "string" && schema.type === "object") return schema.title;
    switch (schema.type) {
      case "string":
        return "const" in schema || Array.isArray(schema.enum)
          ? `literal[${expected((schema.enum as unknown[]) ?? [schema.const])}]`
          : "str";
      case "integer":
        return "int";
      case "number":
        return "float";
      case "boolean":
        return "bool";
      case "array":
        return `list[${schema.items ? this.memberName(schema.items as Schema) : "any"}]`;
      case "object":
        return `dict[str,${schema.additionalProperties && typeof schema.additionalProperties === "object" ? this.memberName(schema.additionalProperties as Schema) : "any"}]`;
      default:
        return "union";
    }
  }

  private union(members: Schema[], value: unknown, loc: Loc, strict: boolean): Result {
    const isNull = (m: Schema) => this.resolve(m).schema.type === "null";
    const others = members.filter((m) => !isNull(m));
    if (value === null && others.length < members.length) return { value, issues: [] };
    // Optional[X] is X for pydantic: no member names in the location.
    if (others.length === 1) return this.validate(others[0], value, loc, strict);
    // Smart mode: an exact fit first, then a fit after coercion.
    for (const pass of strict ? [true] : [true, false]) {
      for (const member of others) {
        const result = this.validate(member, value, loc, pass);
        if (result.issues.length === 0) return result;
      }
    }
    const issues = others.flatMap((member) => this.validate(member, value, [...loc, this.memberName(member)], strict).issues);
    if (value === null && others.length === members.length) return this.fail("none_required", loc, "Input should be None", value);
    return { value, issues };
  }

  private tagged(
    members: Schema[],
    discriminator: { propertyName: string; mapping?: Record<string, string> },
    value: unknown,
    loc: Loc,
    strict: boolean,
  ): Result {
    const property = discriminator.propertyName;
    const mapping =
      discriminator.mapping ??
      Object.fromEntries(
        members.map((m) => {
          const tag = (this.resolve(m).schema.properties as Record<string, Schema> | undefined)?.[property];
          return [String(tag?.const ?? (tag?.enum as unknown[] | undefined)?.[0]), (m.$ref as string) ?? ""];
        }),
      );
    const tags = Object.keys(mapping);
    if (!isObject(value)) {
      return this.fail("model_attributes_type", loc, "Input should be a valid dictionary or object to extract fields from", value);
    }
    const tag = value[property];
    if (tag === undefined) {
      return this.fail("union_tag_not_found", loc, `Unable to extract tag using discriminator '${property}'`, value, {
        discriminator: `'${property}'`,
      });
    }
    const ref = mapping[String(tag)];
    if (typeof tag !== "string" || !ref) {
      return this.fail(
        "union_tag_invalid",
        loc,
        `Input tag '${String(tag)}' found using '${property}' does not match any of the expected tags: ${tags.map(quote).join(", ")}`,
        value,
        { discriminator: `'${property}'`, tag: String(tag), expected_tags: tags.map(quote).join(", ") },
      );
    }
    return this.validate({ $ref: ref }, value, [...loc, tag], strict);
  }

  private called(union: (typeof CALLABLE_DISCRIMINATORS)[string], value: unknown, loc: Loc, strict: boolean): Result {
    if (!isObject(value)) {
      return this.fail("model_attributes_type", loc, "Input should be a valid dictionary or object to extract fields from", value);
    }
    const tag = union.tagOf(value);
    const member = union.tags[String(tag)];
    if (!member) {
      const tags = Object.keys(union.tags).map(quote).join(", ");
      return this.fail(
        "union_tag_invalid",
        loc,
        `Input tag '${String(tag)}' found using ${union.name} does not match any of the expected tags: ${tags}`,
        value,
        {
          discriminator: union.name,
          tag: String(tag),
          expected_tags: tags,
        },
      );
    }
    return this.validate({ $ref: `#/components/schemas/${member}` }, value, [...loc, String(tag)], strict);
  }

  private string(schema: Schema, value: unknown, loc: Loc): Result {
    if (typeof value !== "string") return this.fail("string_type", loc, "Input should be a valid string", value);
    const issues: ValidationIssue[] = [];
    const length = [...value].length;
    const { minLength, maxLength, pattern } = schema;
    if (typeof minLength === "number" && length < minLength) {
      issues.push(
        issue("string_too_short", loc, `String should have at least ${plural(minLength, "character")}`, value, { min_length: minLength }),
      );
    }
    if (typeof maxLength === "number" && length > maxLength) {
      issues.push(
        issue("string_too_long", loc, `String should have at most ${plural(maxLength, "character")}`, value, { max_length: maxLength }),
      );
    }
    if (typeof pattern === "string" && !new RegExp(pattern, "u").test(value)) {
      issues.push(issue("string_pattern_mismatch", loc, `String should match pattern '${pattern}'`, value, { pattern }));
    }
    if (issues.length) return { value, issues };
    return this.format(String(schema.format ?? ""), value, loc);
  }

  private format(format: string, value: string, loc: Loc): Result {
    const ok = { value, issues: [] };
    switch (format) {
      case "uuid":
      case "uuid4": {
        if (!UUID.test(value)) {
          const compact = value.replace(/^urn:uuid:/, "").replaceAll("-", "");
          const bad = [...value].findIndex((c) => !/[0-9a-fA-F-]/.test(c));
          const reason =
            bad >= 0
              ? `invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${value[bad]}\` at ${bad + 1}`
              : `invalid length: expected length 32 for simple format, found ${compact.length}`;
          return this.fail("uuid_parsing", loc, `Input should be a valid UUID, ${reason}`, value, { error: reason });
        }
        const version = Number(value.replace(/^urn:uuid:/, "").replaceAll("-", "")[12]);
        if (format === "uuid4" && version !== 4) {
          return this.fail("uuid_version", loc, "UUID version 4 expected", value, { expected_version: 4 });
        }
        return ok;
      }
      case "email": {
        const at = value.lastIndexOf("@");
        const reason =
          at < 0
            ? "An email address must have an @-sign."
            : at === 0 || !EMAIL_LOCAL.test(value.slice(0, at))
              ? "There must be something before the @-sign."
              : !EMAIL_DOMAIN.test(value.slice(at + 1))
                ? "The part after the @-sign is not valid. It should have a period."
                : null;
        return reason ? this.fail("value_error", loc, `value is not a valid email address: ${reason}`, value, { reason }) : ok;
      }
      case "uri": {
        let url: URL | null = null;
        try {
          url = new URL(value);
        } catch {
          url = null;
        }
        if (!url)
          return this.fail("url_parsing", loc, "Input should be a valid URL, relative URL without a base", value, {
            error: "relative URL without a base",
          });
        if (!/^https?:$/.test(url.protocol)) {
          return this.fail("url_scheme", loc, "URL scheme should be 'http' or 'https'", value, { expected_schemes: "'http' or 'https'" });
        }
        return ok;
      }
      case "date-time": {
        if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return ok;
        if (DATE.test(value)) return ok; // pydantic reads a date as its midnight
        const reason = value.length < 10 ? "input is too short" : "invalid character in year";
        return this.fail("datetime_from_date_parsing", loc, `Input should be a valid datetime or date, ${reason}`, value, {
          error: reason,
        });
      }
      case "date": {
        if (DATE.test(value) && !Number.isNaN(Date.parse(value))) return ok;
        const reason = value.length < 10 ? "input is too short" : "invalid character in year";
        return this.fail("date_from_datetime_parsing", loc, `Input should be a valid date or datetime, ${reason}`, value, {
          error: reason,
        });
      }
      case "ipvanyaddress":
        return /^(\d{1,3}\.){3}\d{1,3}$/.test(value) || /^[0-9a-f:]+$/i.test(value)
          ? ok
          : this.fail("ip_any_address", loc, "value is not a valid IPv4 or IPv6 address", value);
      default:
        return ok;
    }
  }

  private number(schema: Schema, input: unknown, loc: Loc, strict: boolean): Result {
    const integer = schema.type === "integer";
    let value = input;
    if (typeof value === "string" && !strict) {
      const text = value.trim();
      if (text === "" || Number.isNaN(Number(text))) {
        return integer
          ? this.fail("int_parsing", loc, "Input should be a valid integer, unable to parse string as an integer", input)
          : this.fail("float_parsing", loc, "Input should be a valid number, unable to parse string as a number", input);
      }
      value = Number(text);
    }
    if (typeof value === "boolean" && !strict) value = Number(value);
    if (typeof value !== "number" || !Number.isFinite(value)) {
      return integer
        ? this.fail("int_type", loc, "Input should be a valid integer", input)
        : this.fail("float_type", loc, "Input should be a valid number", input);
    }
    if (integer && !Number.isInteger(value)) {
      return this.fail("int_from_float", loc, "Input should be a valid integer, got a number with a fractional part", input);
    }
    const bound = (type: string, words: string, key: string, limit: unknown, broken: boolean): ValidationIssue[] =>
      typeof limit === "number" && broken ? [{ type, loc, msg: `Input should be ${words} ${limit}`, input, ctx: { [key]: limit } }] : [];
    const n = value;
    const issues = [
      ...bound("greater_than_equal", "greater than or equal to", "ge", schema.minimum, n < (schema.minimum as number)),
      ...bound("greater_than", "greater than", "gt", schema.exclusiveMinimum, n <= (schema.exclusiveMinimum as number)),
      ...bound("less_than_equal", "less than or equal to", "le", schema.maximum, n > (schema.maximum as number)),
      ...bound("less_than", "less than", "lt", schema.exclusiveMaximum, n >= (schema.exclusiveMaximum as number)),
    ];
    return { value: n, issues };
  }

  private boolean(input: unknown, loc: Loc, strict: boolean): Result {
    if (typeof input === "boolean") return { value: input, issues: [] };
    if (!strict) {
      const text = typeof input === "string" ? input.trim().toLowerCase() : typeof input === "number" ? String(input) : null;
      if (text !== null && ["true", "1", "yes", "on", "t", "y"].includes(text)) return { value: true, issues: [] };
      if (text !== null && ["false", "0", "no", "off", "f", "n"].includes(text)) return { value: false, issues: [] };
      if (typeof input === "string" || typeof input === "number") {
        return this.fail("bool_parsing", loc, "Input should be a valid boolean, unable to interpret input", input);
      }
    }
    return this.fail("bool_type", loc, "Input should be a valid boolean", input);
  }

  private array(schema: Schema, value: unknown, loc: Loc, strict: boolean): Result {
    if (!Array.isArray(value)) return this.fail("list_type", loc, "Input should be a valid list", value);
    const issues: ValidationIssue[] = [];
    const items = schema.items as Schema | undefined;
    const prefix = schema.prefixItems as Schema[] | undefined;
    const out = value.map((item, i) => {
      const itemSchema = prefix?.[i] ?? items;
      if (!itemSchema) return item;
      const r = this.validate(itemSchema, item, [...loc, i], strict);
      issues.push(...r.issues);
      return r.value;
    });
    const size = (kind: "too_short" | "too_long", limit: unknown, broken: boolean) => {
      if (typeof limit !== "number" || !broken) return;
      const words = kind === "too_short" ? "at least" : "at most";
      issues.push({
        type: kind,
        loc,
        msg: `List should have ${words} ${plural(limit, "item")} after validation, not ${value.length}`,
        input: value,
        ctx: { field_type: "List", [kind === "too_short" ? "min_length" : "max_length"]: limit, actual_length: value.length },
      });
    };
    size("too_short", schema.minItems, value.length < (schema.minItems as number));
    size("too_long", schema.maxItems, value.length > (schema.maxItems as number));
    return { value: out, issues };
  }

  private object(schema: Schema, value: unknown, loc: Loc, strict: boolean): Result {
    const properties = schema.properties as Record<string, Schema> | undefined;
    if (!isObject(value)) {
      return properties
        ? this.fail("model_attributes_type", loc, "Input should be a valid dictionary or object to extract fields from", value)
        : this.fail("dict_type", loc, "Input should be a valid dictionary", value);
    }
    const issues: ValidationIssue[] = [];
    const out: Record<string, unknown> = { ...value };
    for (const key of (schema.required as string[] | undefined) ?? []) {
      if (!(key in value)) issues.push({ type: "missing", loc: [...loc, key], msg: "Field required", input: value });
    }
    const extra = schema.additionalProperties;
    for (const [key, item] of Object.entries(value)) {
      const known = properties?.[key];
      if (known) {
        const r = this.validate(known, item, [...loc, key], strict);
        issues.push(...r.issues);
        out[key] = r.value;
      } else if (extra === false) {
        issues.push({ type: "extra_forbidden", loc: [...loc, key], msg: "Extra inputs are not permitted", input: item });
      } else if (isObject(extra)) {
        const names = schema.propertyNames as Schema | undefined;
        if (names) issues.push(...this.validate(names, key, [...loc, key, "[key]"], strict).issues);
        const r = this.validate(extra, item, [...loc, key], strict);
        issues.push(...r.issues);
        out[key] = r.value;
      }
    }
    const count = Object.keys(value).length;
    if (typeof schema.maxProperties === "number" && count > schema.maxProperties) {
      issues.push({
        type: "too_long",
        loc,
        msg: `Dictionary should have at most ${plural(schema.maxProperties, "item")} after validation, not ${count}`,
        input: value,
        ctx: { field_type: "Dictionary", max_length: schema.maxProperties, actual_length: count },
      });
    }
    return { value: out, issues };
  }
}
