; instructions: 46
; sgprs: 8
; vgprs: 15
; waitcnts: 3
; nops: 0
; code bytes: 252
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 4, v3
	v_lshlrev_b32_e32 v7, 5, v3
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[13:14], v5, s[4:5]
	global_load_dword v1, v5, s[4:5] offset:8
	s_waitcnt vmcnt(1)
	v_mov_b32_sdwa v5, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_cvt_f32_u32_e32 v9, v5
	v_mov_b32_sdwa v4, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
	v_cvt_f32_u32_e32 v10, v4
	v_mov_b32_sdwa v3, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
	v_cvt_f32_u32_e32 v11, v3
	v_mov_b32_sdwa v2, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_cvt_f32_u32_e32 v12, v2
	v_mov_b32_sdwa v8, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
	v_max_u32_e32 v6, v5, v8
	v_min_u32_e32 v5, v5, v8
	v_sub_u32_e32 v5, v6, v5
	v_mov_b32_sdwa v8, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1
	v_max_u32_e32 v6, v4, v8
	v_min_u32_e32 v4, v4, v8
	v_sub_u32_e32 v4, v6, v4
	v_add_u32_e32 v4, v5, v4
	v_mov_b32_sdwa v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2
	v_max_u32_e32 v5, v3, v6
	v_min_u32_e32 v3, v3, v6
	v_sub_u32_e32 v3, v5, v3
	v_add_u32_e32 v3, v4, v3
	v_mov_b32_sdwa v5, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3
	v_max_u32_e32 v4, v2, v5
	v_min_u32_e32 v2, v2, v5
	v_sub_u32_e32 v2, v4, v2
	v_add_u32_e32 v2, v3, v2
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v13, v2, v1
	global_store_dwordx2 v7, v[9:10], s[6:7]
	global_store_dwordx2 v7, v[11:12], s[6:7] offset:8
	v_mov_b32_e32 v14, 0
	global_store_dwordx2 v7, v[13:14], s[6:7] offset:16
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	global_store_dwordx2 v7, v[9:10], s[6:7] offset:24
	s_endpgm
