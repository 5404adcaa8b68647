//! `affine-loop-tile`: tiles each perfect nest of `affine.for` loops
//! starting in a function's body, when the nest is hyper-rectangular and
//! its dependences allow it.

use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId};
use strata_pass::{parse_bool_option, Pass};

use super::dependence::is_tiling_legal_as_mlir_opt;
use super::loop_utils::{is_affine_for, perfectly_nested_loops, tile_perfectly_nested};
use super::separate_tiles::separate_full_tiles;
use super::tile_size_model::{cache_model_tile_sizes, DEFAULT_TILE_SIZE};

/// The `affine-loop-tile` pass: tiles perfect nests of `affine.for` loops.
#[derive(Clone, Debug)]
pub struct AffineLoopTile {
    /// `cache-size`: the cache size in KiB from which tile sizes are chosen
    /// when none are given.
    pub cache_size: u64,
    /// `separate`: separate full and partial tiles.
    pub separate: bool,
    /// `tile-size`: one tile size for every loop.
    pub tile_size: Option<u32>,
    /// `tile-sizes`: the tile size of each loop of a nest, outermost first.
    pub tile_sizes: Vec<u32>,
}

impl Default for AffineLoopTile {
    fn default() -> Self {
        AffineLoopTile {
            cache_size: 512,
            separate: false,
            tile_size: None,
            tile_sizes: Vec::new(),
        }
    }
}

fn parse_uint(name: &str, value: &str) -> Result<u32, String> {
    value
        .trim()
        .parse()
        .map_err(|_| format!("for the --{name} option: '{value}' value invalid for uint argument!"))
}

impl Pass for AffineLoopTile {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["affine.for"],
            removes: &[],
            introduces: &["affine.if", "affine.apply"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "affine-loop-tile"
    }

    fn description(&self) -> &'static str {
        "Tile affine loop nests"
    }

    fn name(&self) -> &'static str {
        "LoopTiling"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "cache-size" => {
                self.cache_size = value.parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for ulong argument!")
                })?;
            }
            "separate" => self.separate = parse_bool_option(name, value)?,
            "tile-size" => self.tile_size = Some(parse_uint(name, value)?),
            "tile-sizes" => {
                self.tile_sizes = value
                    .split(',')
                    .filter(|s| !s.trim().is_empty())
                    .map(|s| parse_uint(name, s))
                    .collect::<Result<_, _>>()?;
            }
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        let sizes: Vec<String> = self.tile_sizes.iter().map(|s| s.to_string()).collect();
        format!(
            "cache-size={} separate={} tile-size={} tile-sizes={}",
            self.cache_size,
            self.separate,
            self.tile_size.unwrap_or(0),
            sizes.join(",")
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let roots: Vec<OpId> = body
            .root_regions()
            .iter()
            .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
            .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
            .filter(|&o| is_affine_for(ctx, body, o))
            .collect();
        for root in roots {
            let band = perfectly_nested_loops(ctx, body, root, usize::MAX);
            let sizes: Vec<u64> = match self.tile_size {
                Some(t) => vec![t as u64; band.len()],
                None if !self.tile_sizes.is_empty() => (0..band.len())
                    .map(|i| u64::from(self.tile_sizes.get(i).copied().unwrap_or(DEFAULT_TILE_SIZE)))
                    .collect(),
                None => cache_model_tile_sizes(ctx, body, &band, self.cache_size, true)
                    .into_iter()
                    .map(u64::from)
                    .collect(),
            };
            if !is_tiling_legal_as_mlir_opt(ctx, body, &band) {
                continue;
            }
            // Bands that cannot be tiled are left as they are; so are nests
            // whose full tiles cannot be separated.
            if tile_perfectly_nested(ctx, body, &band, &sizes).is_ok() && self.separate {
                let _ = separate_full_tiles(ctx, body, &band);
            }
        }
        Ok(())
    }
}
