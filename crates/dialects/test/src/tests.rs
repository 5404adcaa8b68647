use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    let n = names.len();
    assert_eq!(n, 174);
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), n, "op names are unique");
    assert!(d.allows_unknown_operations);
}

#[test]
fn terminators_and_region_kinds() {
    let d = dialect();
    let def = |name: &str| d.ops.iter().find(|o| o.name == name).unwrap();
    assert!(def("test.finish").traits.contains(OpTraits::TERMINATOR));
    assert!(def("test.region_yield").traits.contains(OpTraits::RETURN_LIKE));
    assert!(def("test.graph_region").traits.contains(OpTraits::GRAPH_REGIONS));
    assert!(!def("test.ssacfg_region").traits.contains(OpTraits::GRAPH_REGIONS));
    assert_eq!(def("test.symbol_scope").implicit_terminator, Some(FINISH.name));
    assert_eq!(def("test.child").parents, &[PARENT.name]);
    assert_eq!(
        def("test.child_with_parent_one_of").parents,
        &[PARENT.name, PARENT1.name]
    );
}
