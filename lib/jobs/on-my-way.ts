/** "On my way" may be sent for a visit at most once in this many minutes (a double tap sends one message). */
export const ON_MY_WAY_INTERVAL_MINUTES = 15;
