; instructions: 46
; sgprs: 12
; vgprs: 15
; waitcnts: 3
; nops: 0
; code bytes: 252
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	s_waitcnt lgkmcnt(0)
	buffer_load_dwordx2 v[11:12], v5, s[4:7], 0 offen
	buffer_load_dword v8, v5, s[4:7], 0 offen offset:8
	v_lshlrev_b32_e32 v1, 5, v3
	s_waitcnt vmcnt(1)
	v_mov_b32_sdwa v5, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_cvt_f32_u32_e32 v9, v5
	v_mov_b32_sdwa v4, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
	v_cvt_f32_u32_e32 v10, v4
	v_mov_b32_sdwa v3, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
	v_cvt_f32_u32_e32 v13, v3
	v_mov_b32_sdwa v2, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_cvt_f32_u32_e32 v14, v2
	v_mov_b32_sdwa v7, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_max_u32_e32 v6, v5, v7
	v_min_u32_e32 v5, v5, v7
	v_sub_u32_e32 v5, v6, v5
	v_mov_b32_sdwa v7, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
	v_max_u32_e32 v6, v4, v7
	v_min_u32_e32 v4, v4, v7
	v_sub_u32_e32 v4, v6, v4
	v_add_u32_e32 v4, v5, v4
	v_mov_b32_sdwa v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
	v_max_u32_e32 v5, v3, v6
	v_min_u32_e32 v3, v3, v6
	v_sub_u32_e32 v3, v5, v3
	v_add_u32_e32 v3, v4, v3
	v_mov_b32_sdwa v5, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_max_u32_e32 v4, v2, v5
	v_min_u32_e32 v2, v2, v5
	v_sub_u32_e32 v2, v4, v2
	v_add_u32_e32 v2, v3, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v11, v2, v8
	buffer_store_dwordx2 v[9:10], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[13:14], v1, s[8:11], 0 offen offset:8
	v_mov_b32_e32 v12, 0
	buffer_store_dwordx2 v[11:12], v1, s[8:11], 0 offen offset:16
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	buffer_store_dwordx2 v[9:10], v1, s[8:11], 0 offen offset:24
	s_endpgm
