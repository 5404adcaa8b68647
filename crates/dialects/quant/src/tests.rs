use super::*;
use strata_ir::AttrKind;

#[test]
fn registers_every_op() {
    let d = dialect();
    let names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    assert_eq!(names, ["quant.dcast", "quant.qcast", "quant.scast"]);
}

#[test]
fn types_round_trip_through_their_parameters() {
    let ctx = Context::new();
    let scale = ctx.intern_attr(AttrKind::Float {
        ty: ctx.f64(),
        bits: 0.5f64.to_bits().into(),
    });
    let q = Quantized {
        signed: true,
        storage: ctx.integer_type(8),
        expressed: Some(ctx.float_type(strata_ir::FloatKind::F32)),
        min: -8,
        max: 7,
        params: Params::PerAxis {
            scales: vec![scale, scale],
            zero_points: vec![0, 3],
            axis: 1,
        },
    };
    let t = q.to_type(&ctx);
    assert_eq!(Quantized::of(&ctx, t), Some(q.clone()));
    assert!(is_quantized(&ctx, t));
    assert_eq!(q.verify(&ctx), Ok(()));
}

#[test]
fn invariants_are_checked() {
    let ctx = Context::new();
    let tiny = ctx.intern_attr(AttrKind::Float {
        ty: ctx.f64(),
        bits: 1e-300f64.to_bits().into(),
    });
    let q = Quantized {
        signed: false,
        storage: ctx.integer_type(8),
        expressed: Some(ctx.float_type(strata_ir::FloatKind::F32)),
        min: 0,
        max: 255,
        params: Params::PerLayer {
            scale: tiny,
            zero_point: 0,
        },
    };
    assert_eq!(
        q.verify(&ctx),
        Err("scale 1.000000e-300 out of expressed type range [1.401298e-45, 3.402823e+38]".into())
    );
    let narrow = Quantized {
        min: 3,
        max: 3,
        params: Params::Any,
        ..q
    };
    assert_eq!(
        narrow.verify(&ctx),
        Err("illegal storage min and storage max: (3:3)".into())
    );
}
