; instructions: 26
; sgprs: 12
; vgprs: 12
; waitcnts: 3
; nops: 0
; code bytes: 160
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v4, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v4
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v5, v1, s[4:7], 0 offen
	v_and_b32_e32 v2, 62, v0
	v_and_b32_e32 v3, 60, v0
	v_lshlrev_b32_e32 v1, 5, v4
	s_waitcnt vmcnt(0)
	ds_write_b8 v0, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	ds_read_u8 v6, v0
	ds_read_i8 v7, v0
	ds_read_u16 v10, v2
	ds_read_i16 v11, v2
	ds_read_b32 v8, v3
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx2 v[6:7], v1, s[8:11], 0 offen
	buffer_store_dwordx2 v[10:11], v1, s[8:11], 0 offen offset:8
	v_mov_b32_e32 v9, 0
	buffer_store_dwordx2 v[8:9], v1, s[8:11], 0 offen offset:16
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	buffer_store_dwordx2 v[6:7], v1, s[8:11], 0 offen offset:24
	s_endpgm
