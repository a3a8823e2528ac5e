; instructions: 25
; sgprs: 12
; vgprs: 14
; waitcnts: 3
; nops: 0
; code bytes: 148
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v12, s2, 6, v0
	v_lshlrev_b32_e32 v9, 2, v12
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v13, v9, s[4:7], 0 offen
	v_and_b32_e32 v11, 62, v0
	v_and_b32_e32 v10, 60, v0
	v_lshlrev_b32_e32 v9, 5, v12
	s_waitcnt vmcnt(0)
	ds_write_b8 v0, v13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	ds_read_u8 v1, v0
	ds_read_i8 v2, v0
	ds_read_u16 v3, v11
	ds_read_i16 v4, v11
	ds_read_b32 v5, v10
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx4 v[1:4], v9, s[8:11], 0 offen
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	buffer_store_dwordx4 v[5:8], v9, s[8:11], 0 offen offset:16
	s_endpgm
