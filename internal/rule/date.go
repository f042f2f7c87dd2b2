package rule

// CalendarDate reads s written YYYY-MM-DD and reports whether it is a real day of the proleptic
// Gregorian calendar ("2026-02-29" is not one). It takes no time zone and reads no clock, so
// rules can use it for dates the platform compares with its own calendar.
func CalendarDate(s string) (year, month, day int, ok bool) {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return 0, 0, 0, false
	}
	num := func(a, b int) int {
		n := 0
		for i := a; i < b; i++ {
			if s[i] < '0' || s[i] > '9' {
				return -1
			}
			n = n*10 + int(s[i]-'0')
		}
		return n
	}
	y, m, d := num(0, 4), num(5, 7), num(8, 10)
	if y < 0 || m < 1 || m > 12 || d < 1 {
		return 0, 0, 0, false
	}
	days := [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m]
	if m == 2 && (y%4 == 0 && y%100 != 0 || y%400 == 0) {
		days = 29
	}
	if d > days {
		return 0, 0, 0, false
	}
	return y, m, d, true
}
