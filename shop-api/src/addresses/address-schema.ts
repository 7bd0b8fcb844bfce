// Orders (not converted yet) embed the address under its former name.
export { address as addressSchema } from '@shop/shared-contracts/api/schema/addresses';
