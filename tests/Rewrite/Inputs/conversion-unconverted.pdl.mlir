// A conversion pattern that creates a marker and rebuilds an `other.cast` with its
// types unconverted: the new op has no legal form either, so the driver rolls the
// pattern back (marker included).
module {
  pdl.pattern @unconverted : benefit(1) {
    %types = types
    %root = operation "other.cast" -> (%types : !pdl.range<type>)
    rewrite %root {
      %marker = operation "test.marker"
      %new = operation "other.cast" -> (%types : !pdl.range<type>)
      replace %root with %new
    }
  }
}
