import { describe, expect, it } from 'vitest';
import { emptyCustomer } from '../lib/order-state';
import {
  customerFormRules,
  customerFromValues,
  initialCustomerValues,
} from './use-customer-details-form';

const installation = {
  streetName: 'Storgatan',
  streetNumber: '1',
  entrance: '',
  city: 'Lund',
  zipcode: '22221',
};

describe('initialCustomerValues', () => {
  it('prefills the installation address with the postcode written as 222 21', () => {
    const values = initialCustomerValues(emptyCustomer, installation);
    expect(values).toMatchObject({ street: 'Storgatan 1', zipcode: '222 21', city: 'Lund' });
  });

  it('shows a verified personal number as ÅÅÅÅMMDD-NNNN', () => {
    const verified = {
      ...emptyCustomer,
      personalNumber: '198001019887',
      personalNumberVerified: true,
    };
    expect(initialCustomerValues(verified, installation).personalNumber).toBe('19800101-9887');
  });

  it('writes a stored invoice postcode as 222 21 too', () => {
    const customer = {
      ...emptyCustomer,
      invoiceAddress: { street: 'Box 12', zipcode: '11122', city: 'Stockholm' },
    };
    expect(initialCustomerValues(customer, installation).zipcode).toBe('111 22');
  });
});

describe('customerFromValues', () => {
  it('keeps the 12 digits of a verified personal number whatever the field shows', () => {
    const verified = {
      ...emptyCustomer,
      personalNumber: '198001019887',
      personalNumberVerified: true,
    };
    const values = { ...initialCustomerValues(verified, installation) };
    expect(customerFromValues(verified, values).personalNumber).toBe('198001019887');
  });

  it('reads a typed ÅÅÅÅMMDD-NNNN as the 12 digits the order uses', () => {
    const values = { ...initialCustomerValues(emptyCustomer, installation) };
    values.personalNumber = '19850312-1231';
    expect(customerFromValues(emptyCustomer, values).personalNumber).toBe('198503121231');
  });
});

describe('customerFormRules', () => {
  it('asks for no name: BankID gives it, with the personal number', () => {
    expect(customerFormRules(false)).not.toHaveProperty('name');
    expect(customerFormRules(true)).not.toHaveProperty('name');
    expect(customerFormRules(false)).toHaveProperty('email');
  });

  it('checks the personal number only when an agent types it', () => {
    expect(customerFormRules(false)).not.toHaveProperty('personalNumber');
    expect(customerFormRules(true)).toHaveProperty('personalNumber');
  });
});
