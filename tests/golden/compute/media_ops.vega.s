; instructions: 42
; sgprs: 12
; vgprs: 18
; waitcnts: 2
; nops: 0
; code bytes: 224
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v13, s2, 6, v0
	v_lshlrev_b32_e32 v15, 4, v13
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx3 v[0:2], v15, s[4:7], 0 offen
	v_lshlrev_b32_e32 v11, 5, v13
	s_waitcnt vmcnt(0)
	v_mov_b32_sdwa v15, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_cvt_f32_u32_e32 v3, v15
	v_mov_b32_sdwa v14, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
	v_cvt_f32_u32_e32 v4, v14
	v_mov_b32_sdwa v13, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
	v_cvt_f32_u32_e32 v5, v13
	v_mov_b32_sdwa v12, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_cvt_f32_u32_e32 v6, v12
	v_mov_b32_sdwa v17, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_max_u32_e32 v16, v15, v17
	v_min_u32_e32 v15, v15, v17
	v_sub_u32_e32 v15, v16, v15
	v_mov_b32_sdwa v17, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
	v_max_u32_e32 v16, v14, v17
	v_min_u32_e32 v14, v14, v17
	v_sub_u32_e32 v14, v16, v14
	v_add_u32_e32 v14, v15, v14
	v_mov_b32_sdwa v16, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
	v_max_u32_e32 v15, v13, v16
	v_min_u32_e32 v13, v13, v16
	v_sub_u32_e32 v13, v15, v13
	v_add_u32_e32 v13, v14, v13
	v_mov_b32_sdwa v15, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_max_u32_e32 v14, v12, v15
	v_min_u32_e32 v12, v12, v15
	v_sub_u32_e32 v12, v14, v12
	v_add_u32_e32 v12, v13, v12
	v_add_u32_e32 v7, v12, v2
	buffer_store_dwordx4 v[3:6], v11, s[8:11], 0 offen
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	buffer_store_dwordx4 v[7:10], v11, s[8:11], 0 offen offset:16
	s_endpgm
