; instructions: 38
; sgprs: 8
; vgprs: 12
; waitcnts: 3
; nops: 0
; code bytes: 240
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 2, v3
	v_mul_lo_u32 v1, v3, 24
	v_lshlrev_b32_e32 v3, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v5, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v2
	v_mov_b32_e32 v4, 10
	ds_add_rtn_u32 v6, v3, v4
	v_mov_b32_e32 v4, 5
	ds_wrxchg_rtn_b32 v7, v3, v4
	v_mov_b32_e32 v4, 0x63
	v_mov_b32_e32 v5, 5
	ds_cmpst_rtn_b32 v8, v3, v5, v4
	ds_read_b32 v9, v3
	v_sub_u32_e32 v3, 63, v0
	v_mul_lo_u32 v3, v3, 8
	v_add_u32_e32 v3, 0, v3
	v_add_u32_e32 v3, 0x100, v3
	ds_write_b32 v3, v0
	v_add_u32_e32 v3, 4, v3
	ds_write_b32 v3, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	v_mul_lo_u32 v2, v0, 8
	v_add_u32_e32 v2, 0, v2
	v_add_u32_e32 v2, 0x100, v2
	ds_read_b32 v10, v2
	v_add_u32_e32 v2, 4, v2
	ds_read_b32 v11, v2
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v1, v[6:7], s[6:7]
	global_store_dwordx2 v1, v[8:9], s[6:7] offset:8
	global_store_dwordx2 v1, v[10:11], s[6:7] offset:16
	s_endpgm
