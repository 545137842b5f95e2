'use strict';
/** What a stylesheet import (e.g. react-datepicker's or leaflet's CSS) gives under jest: nothing. */
module.exports = {};
