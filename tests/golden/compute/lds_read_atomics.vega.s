; instructions: 37
; sgprs: 12
; vgprs: 14
; waitcnts: 3
; nops: 0
; code bytes: 232
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v5, s2, 6, v0
	v_lshlrev_b32_e32 v6, 2, v5
	v_lshlrev_b32_e32 v7, 2, v0
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v4, v6, s[4:7], 0 offen
	v_lshlrev_b32_e32 v1, 3, v0
	v_add_u32_e32 v3, 0x100, v1
	v_add_u32_e32 v1, 0x104, v1
	v_lshlrev_b32_e32 v2, 1, v5
	v_add_u32_e32 v2, v2, v5
	v_lshlrev_b32_e32 v2, 3, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v4
	v_mov_b32_e32 v5, 10
	ds_add_rtn_u32 v8, v7, v5
	v_mov_b32_e32 v5, 5
	ds_wrxchg_rtn_b32 v9, v7, v5
	v_mov_b32_e32 v5, 0x63
	v_mov_b32_e32 v6, 5
	ds_cmpst_rtn_b32 v10, v7, v6, v5
	ds_read_b32 v11, v7
	v_sub_u32_e32 v5, 0, v0
	v_lshlrev_b32_e32 v5, 3, v5
	v_add_u32_e32 v6, 0x2f8, v5
	ds_write_b32 v6, v0
	v_add_u32_e32 v5, 0x2fc, v5
	ds_write_b32 v5, v4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_read_b32 v12, v3
	ds_read_b32 v13, v1
	buffer_store_dwordx2 v[8:9], v2, s[8:11], 0 offen
	buffer_store_dwordx2 v[10:11], v2, s[8:11], 0 offen offset:8
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx2 v[12:13], v2, s[8:11], 0 offen offset:16
	s_endpgm
