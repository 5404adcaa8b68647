use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    assert_eq!(d.ops.len(), 32);
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 32, "op names are unique");
}
