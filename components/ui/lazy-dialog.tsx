"use client";
/**
 * A dialog whose code loads when it is about to be used. Radix's dialog with its focus trap, scroll lock and
 * layers is several KB of gzip that a page would otherwise ship for buttons most visits never press. Given a
 * `trigger`, the page shows that plain trigger, and the dialog's module is fetched when the pointer comes
 * near, the trigger gets focus or it is pressed (./deferred.tsx), then opens if it was pressed. Held open by the
 * caller instead (`open`, no trigger), it loads when `open` first turns true.
 */
import type { ComponentType, ReactElement } from "react";
import { Deferred, useLoadedWhen, type DeferredProps } from "./deferred";

type LazyDialogProps = { trigger?: ReactElement; open?: boolean };

export function LazyDialog<P extends LazyDialogProps>({
  load,
  props,
}: {
  load: () => Promise<ComponentType<P & DeferredProps>>;
  props: P;
}) {
  // Held open by the caller: load now; Deferred shows the dialog once it is here.
  useLoadedWhen(load, props.open === true);
  return <Deferred load={load} props={props} trigger={props.trigger as ReactElement<Record<string, unknown>> | undefined} />;
}
