import { SERVICE_SHAPE, type PriceRule, type RuleShape } from '@/lib/bookings/rules';

export type ServiceKey = keyof typeof SERVICE_SHAPE;
export const BOOKING_SERVICES = Object.keys(SERVICE_SHAPE) as ServiceKey[];

/**
 * The rule a service starts from in the form when the company has none yet (the service stays off until the office
 * switches it on and saves): a starting point to edit, in pence and minutes like the stored rules.
 */
export const STARTING_RULE: Record<RuleShape, PriceRule> = {
  rooms: {
    shape: 'rooms',
    basePence: 4000,
    perBedroomPence: 1200,
    perBathroomPence: 1000,
    baseMinutes: 60,
    minutesPerBedroom: 30,
    minutesPerBathroom: 30,
  },
  hours: { shape: 'hours', perCleanerHourPence: 1800, minHours: 2, maxCleaners: 4 },
  carpet: { shape: 'carpet', unit: 'room', basePence: 3000, perUnitPence: 2500, baseMinutes: 30, minutesPerUnit: 30 },
  removal: { shape: 'removal', basePence: 15000, perRoomPence: 6000, baseMinutes: 120, minutesPerRoom: 45 },
};

/** The fields of each shape the form shows, in order: amounts (`…Pence`, in pounds in the form) and the rest. */
export const RULE_FIELDS: Record<RuleShape, readonly string[]> = {
  rooms: ['basePence', 'perBedroomPence', 'perBathroomPence', 'baseMinutes', 'minutesPerBedroom', 'minutesPerBathroom'],
  hours: ['perCleanerHourPence', 'minHours', 'maxCleaners'],
  carpet: ['basePence', 'perUnitPence', 'baseMinutes', 'minutesPerUnit'],
  removal: ['basePence', 'perRoomPence', 'baseMinutes', 'minutesPerRoom'],
};
