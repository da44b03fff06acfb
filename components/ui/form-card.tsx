"use client";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Card } from "./card";
import { Form } from "./form";

/**
 * A card that is one form, named by its title, with its submit button in the footer; without `submit` (for
 * someone who may only read it) there is no button.
 * Usage: `<FormCard id="profile" title="Profile" onData={save} submit={{ label: "Save", pending }}>…</FormCard>`.
 */
export function FormCard({
  id,
  title,
  description,
  onData,
  submit,
  children,
}: {
  id: string;
  title: string;
  description: string;
  onData: (data: FormData) => unknown;
  submit: { label: string; pending: boolean; disabled?: boolean } | false;
  children: ReactNode;
}) {
  return (
    <Form onData={onData} noValidate aria-label={title}>
      <Card
        id={id}
        title={title}
        description={description}
        footer={
          submit && (
            <Button type="submit" pending={submit.pending} disabled={submit.disabled}>
              {submit.label}
            </Button>
          )
        }
      >
        {children}
      </Card>
    </Form>
  );
}
