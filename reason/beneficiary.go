package reason

// The codes of beneficiaries, corridors and bank identifiers (packages beneficiary, corridor,
// bankid as the beneficiary rules use it).
var beneficiaryCodes = []Info{}
