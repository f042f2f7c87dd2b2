package wasmlite

// insertionSort is the js build's SortStrings: the registry's few dozen names need no more, and
// slices.Sort adds about 3.4 KB after gzip to the WASM build (sort.Strings about 2 KB).
func insertionSort(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
