; instructions: 25
; sgprs: 16
; vgprs: 4
; waitcnts: 2
; nops: 0
; code bytes: 132
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v1, 2, v0
	v_cmp_lt_u32_e64 s[0:1], v0, 16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB1
	v_mov_b32_e32 v3, 0
	ds_write_b32 v1, v3
BB1:
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_load_dword v2, v2, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 28, v2
	v_lshlrev_b32_e32 v2, 2, v2
	v_mov_b32_e32 v3, 1
	ds_add_rtn_u32 v2, v2, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB3
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	buffer_atomic_add v2, v1, s[12:15], 0 offen
BB3:
	s_mov_b64 exec, s[4:5]
	s_endpgm
