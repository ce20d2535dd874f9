//! The binary form of [`Tables`]: what `makedefs --tables` writes.
//!
//! Layout: the magic `OXHKTBL\0`, format version (u32 LE), payload length
//! (u64 LE), CRC-32 of the payload (u32 LE), then the payload: the tables
//! in bincode 2's standard encoding. Decoding checks every part and says
//! which one is wrong, so a stale or damaged file is a clear error.

use crate::tables::Tables;

pub const MAGIC: &[u8; 8] = b"OXHKTBL\0";
/// Bump when [`Tables`] changes shape.
pub const FORMAT_VERSION: u32 = 3;
const HEADER: usize = 8 + 4 + 8 + 4;

/// Why a tables file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TablesError {
    TooShort,
    BadMagic,
    Version { found: u32, expected: u32 },
    Length { found: u64, actual: u64 },
    Checksum,
    Decode(String),
}

impl std::fmt::Display for TablesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TablesError::TooShort => f.write_str("file too short for a tables header"),
            TablesError::BadMagic => f.write_str("not an OxHack tables file (bad magic number)"),
            TablesError::Version { found, expected } => {
                write!(f, "tables format version {found}, this build reads version {expected}; rerun makedefs --tables")
            }
            TablesError::Length { found, actual } => write!(f, "header says {found} payload bytes, file has {actual}"),
            TablesError::Checksum => f.write_str("checksum mismatch: the file is damaged"),
            TablesError::Decode(e) => write!(f, "undecodable tables: {e}"),
        }
    }
}

impl std::error::Error for TablesError {}

fn config() -> impl bincode::config::Config {
    bincode::config::standard()
}

/// Encodes tables with the header.
pub fn encode(tables: &Tables) -> Vec<u8> {
    // Encoding plain data into a Vec cannot fail.
    let payload = bincode::serde::encode_to_vec(tables, config()).unwrap_or_default();
    let mut out = Vec::with_capacity(HEADER + payload.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&crc32fast::hash(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
    out
}

/// Decodes and validates a tables file.
pub fn decode(bytes: &[u8]) -> Result<Tables, TablesError> {
    if bytes.len() < HEADER {
        return Err(TablesError::TooShort);
    }
    if &bytes[..8] != MAGIC {
        return Err(TablesError::BadMagic);
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().map_err(|_| TablesError::TooShort)?);
    if version != FORMAT_VERSION {
        return Err(TablesError::Version { found: version, expected: FORMAT_VERSION });
    }
    let len = u64::from_le_bytes(bytes[12..20].try_into().map_err(|_| TablesError::TooShort)?);
    let crc = u32::from_le_bytes(bytes[20..24].try_into().map_err(|_| TablesError::TooShort)?);
    let payload = &bytes[HEADER..];
    if payload.len() as u64 != len {
        return Err(TablesError::Length { found: len, actual: payload.len() as u64 });
    }
    if crc32fast::hash(payload) != crc {
        return Err(TablesError::Checksum);
    }
    let (tables, used) = bincode::serde::decode_from_slice::<Tables, _>(payload, config())
        .map_err(|e| TablesError::Decode(e.to_string()))?;
    if used != payload.len() {
        return Err(TablesError::Decode(format!("{} trailing bytes", payload.len() - used)));
    }
    Ok(tables)
}
