; instructions: 30
; sgprs: 12
; vgprs: 13
; waitcnts: 3
; nops: 0
; code bytes: 176
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v8, s2, 6, v0
	v_lshlrev_b32_e32 v9, 2, v8
	v_lshlrev_b32_e32 v10, 2, v0
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v7, v9, s[4:7], 0 offen
	v_lshlrev_b32_e32 v6, 3, v0
	v_lshlrev_b32_e32 v5, 1, v8
	v_add_u32_e32 v5, v5, v8
	v_lshlrev_b32_e32 v5, 3, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v7
	v_mov_b32_e32 v8, 10
	ds_add_rtn_u32 v1, v10, v8
	v_mov_b32_e32 v8, 5
	ds_wrxchg_rtn_b32 v2, v10, v8
	v_mov_b32_e32 v8, 0x63
	v_mov_b32_e32 v9, 5
	ds_cmpst_rtn_b32 v3, v10, v9, v8
	ds_read_b32 v4, v10
	v_sub_u32_e32 v8, 0, v0
	v_lshlrev_b32_e32 v8, 3, v8
	ds_write2_b32 v8, v0, v7 offset0:190 offset1:191
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_read2_b32 v[11:12], v6 offset0:64 offset1:65
	buffer_store_dwordx4 v[1:4], v5, s[8:11], 0 offen
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v11, v5, s[8:11], 0 offen offset:16
	buffer_store_dword v12, v5, s[8:11], 0 offen offset:20
	s_endpgm
