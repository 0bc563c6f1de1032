// Catalogue news is not stored: it goes from the change bus straight to
// whoever follows it (service.ts), so this module has no tables.
export {};
