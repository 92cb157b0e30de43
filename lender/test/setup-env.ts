// The API suites' sandboxes hash at scrypt's lowest cost the sandbox allows (lender/domain/passwords.ts): they
// sign in, confirm passwords and check codes hundreds of times, at 0.1 s or more a hash on two busy cores.
process.env.SANDBOX_SCRYPT_COST ??= '1024';
