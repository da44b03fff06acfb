export { ConsoleLoading as default } from "@/components/admin/console-loading";
