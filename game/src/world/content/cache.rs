//! The cache of compiled worlds: a data folder compiled once is kept,
//! keyed by a hash of its files, in a file beside the save files, so a
//! second start does not compile again and a changed file does.
//!
//! A cache file holds a magic number, the format version, the key it was
//! made for, a CRC-32 and the bincode of the [`Content`]. One that does
//! not check out (corrupt, truncated, another version or key) is ignored
//! and replaced by a fresh compile.

use super::Content;
use std::path::{Path, PathBuf};

const MAGIC: &[u8; 8] = b"OXWORLD\0";
/// Bumped whenever the cached data's layout or the loader's rules change.
pub const CACHE_VERSION: u32 = 2;

/// The cache file of the world with `key` in `dir`.
pub fn cache_file(dir: &Path, key: &str) -> PathBuf {
    dir.join(format!("world-{}.bin", &key[..key.len().min(32)]))
}

/// The cached world at `path` made for `key`, if it is whole.
pub(super) fn read(path: &Path, key: &str) -> Option<Content> {
    let bytes = std::fs::read(path).ok()?;
    let head = 8 + 4 + 64 + 4;
    if bytes.len() < head || &bytes[..8] != MAGIC {
        return None;
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().ok()?);
    let stored_key = std::str::from_utf8(&bytes[12..76]).ok()?;
    let crc = u32::from_le_bytes(bytes[76..80].try_into().ok()?);
    let payload = &bytes[head..];
    if version != CACHE_VERSION || stored_key != key || crc32fast::hash(payload) != crc {
        return None;
    }
    let limits = bincode::config::standard().with_limit::<{ 256 * 1024 * 1024 }>();
    let (content, used): (Content, usize) = bincode::serde::decode_from_slice(payload, limits).ok()?;
    (used == payload.len()).then_some(content)
}

/// Writes `content` to the cache file `path` for `key`, atomically.
pub(super) fn write(path: &Path, key: &str, content: &Content) -> Result<(), String> {
    let payload = bincode::serde::encode_to_vec(content, bincode::config::standard()).map_err(|e| e.to_string())?;
    let mut out = Vec::with_capacity(payload.len() + 80);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&CACHE_VERSION.to_le_bytes());
    let mut k = key.as_bytes().to_vec();
    k.resize(64, b'0');
    out.extend_from_slice(&k);
    out.extend_from_slice(&crc32fast::hash(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    oxhack_diag::write_atomic(path, &out).map_err(|e| e.to_string())
}
