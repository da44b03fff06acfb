"use client";
import type { FormEvent, FormHTMLAttributes } from "react";

/**
 * A form whose submit handler gets the FormData. Unlike a React 19 form action it does not reset the fields,
 * so after an error the user corrects one field instead of typing everything again. It posts by default: sent
 * before the page's script has run, the browser submits it natively, and a GET would put every field (a
 * password too) in the address, the history and the server's logs.
 */
export function Form({
  onData,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "action"> & { onData: (data: FormData) => unknown }) {
  return (
    <form
      method="post"
      {...props}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void onData(new FormData(event.currentTarget));
      }}
    />
  );
}
