//! Round-trip properties: decode(encode(i)) == i (MIMG: up to the address width) and
//! parse(print(i)) == i.

use proptest::prelude::*;

use crate::gen::{instance, variants, Rng};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn encode_decode_and_print_parse_round_trip(seed in 1u64.., pick in 0usize..10_000) {
        let vars = variants();
        let (op, enc) = vars[pick % vars.len()];
        let mut rng = Rng(seed);
        if let Some(inst) = instance(&mut rng, op, enc) {
            let mut bytes = Vec::new();
            gcn_isa::encode(&inst, &mut bytes).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let (back, size) = gcn_isa::decode_one(&bytes, 0).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(size, bytes.len());
            // A MIMG word does not say how many address VGPRs there are: the decoder gives
            // the width llvm-mc prints (docs/gcn-isa-notes.md).
            let mut expected = inst.clone();
            if op.info().format == gcn_isa::table::Format::Mimg {
                let width = gcn_isa::mem::llvm_image_addr_dwords(op.info());
                for (spec, o) in op.info().operands.iter().zip(expected.operands.iter_mut()) {
                    if let (gcn_isa::table::Kind::ImageAddr, gcn_isa::Operand::Vgpr(r)) = (spec.kind, o) {
                        r.count = width;
                    }
                }
            }
            prop_assert_eq!(&back, &expected);
            let text = gcn_isa::print(&inst);
            let parsed = gcn_isa::parse_instruction(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
            prop_assert_eq!(parsed, inst);
        }
    }

    #[test]
    fn decoder_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        let mut at = 0;
        while at < bytes.len() {
            match gcn_isa::decode_one(&bytes, at) {
                Ok((_, n)) => at += n,
                Err(_) => at += 4,
            }
        }
    }
}
