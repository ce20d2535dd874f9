//! What monsters do: making them with their inventories (`makemon`),
//! deaths and experience (`mon`), movement and AI (`monmove`), attacks on
//! monsters (`mhitm`) and on the hero (`mhitu`, `steal`), from afar
//! (`mthrowu`: throwing, spitting, breathing) and by gazing (`gaze`),
//! reflection and resistances (`reflect`), hiding and mimicking
//! (`hide`), pets (`dog`, `dogmove`), shopkeepers and priests as monsters
//! (`shknam`, `priest`), what scares them (`scare`: Elbereth), and
//! monster names (`monnam`).
//!
//! May use: `objects`, `world`, `ui`, `rng`.

pub mod apparxy;
pub mod boom;
pub mod break_armor;
pub mod covetous;
pub mod dog;
pub mod dogmove;
pub mod engulf;
pub mod gaze;
pub mod growl;
pub mod hide;
pub mod makemon;
pub mod mcastu;
pub mod mhitm;
pub mod mhitu;
pub mod migrate;
pub mod mon;
pub mod monmove;
pub mod monnam;
pub mod mthrowu;
pub mod muse;
pub mod newcham;
pub mod priest;
pub mod reflect;
pub mod scare;
pub mod shknam;
pub mod steal;
pub mod tally;
pub mod were;
pub mod wizard;
