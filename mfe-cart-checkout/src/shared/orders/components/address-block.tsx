import styled from 'styled-components';
import type { ShippingAddress } from '@coffee/contracts';

const Address = styled.address`
  font-style: normal;
  line-height: 1.6;
`;

export function AddressBlock({ address }: { address: ShippingAddress }) {
  return (
    <Address>
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {address.city}, {address.state} {address.zipCode}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </Address>
  );
}
