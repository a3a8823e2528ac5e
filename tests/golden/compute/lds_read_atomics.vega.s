; instructions: 37
; sgprs: 12
; vgprs: 14
; waitcnts: 3
; nops: 0
; code bytes: 228
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v7, s2, 6, v0
	v_lshlrev_b32_e32 v9, 2, v7
	v_lshlrev_b32_e32 v11, 2, v0
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v8, v9, s[4:7], 0 offen
	v_lshlrev_b32_e32 v5, 3, v0
	v_add_u32_e32 v6, 0x100, v5
	v_add_u32_e32 v5, 0x104, v5
	v_lshlrev_b32_e32 v9, 1, v7
	v_add_u32_e32 v7, v9, v7
	v_lshlrev_b32_e32 v7, 3, v7
	s_waitcnt vmcnt(0)
	ds_write_b32 v11, v8
	v_mov_b32_e32 v9, 10
	ds_add_rtn_u32 v1, v11, v9
	v_mov_b32_e32 v9, 5
	ds_wrxchg_rtn_b32 v2, v11, v9
	v_mov_b32_e32 v9, 0x63
	v_mov_b32_e32 v10, 5
	ds_cmpst_rtn_b32 v3, v11, v10, v9
	ds_read_b32 v4, v11
	v_sub_u32_e32 v9, 0, v0
	v_lshlrev_b32_e32 v9, 3, v9
	v_add_u32_e32 v10, 0x2f8, v9
	ds_write_b32 v10, v0
	v_add_u32_e32 v9, 0x2fc, v9
	ds_write_b32 v9, v8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	ds_read_b32 v12, v6
	ds_read_b32 v13, v5
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[1:4], v7, s[8:11], 0 offen
	buffer_store_dwordx2 v[12:13], v7, s[8:11], 0 offen offset:16
	s_endpgm
