// What a client form says while the page's scripts are still on their way (issue 25: nothing typed is lost).
export const GETTING_READY = 'This form is getting ready. It will be sent as soon as it is.';
