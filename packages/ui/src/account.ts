// Components of the account group; each folder exports its own public API.
export {};
