; instructions: 25
; sgprs: 12
; vgprs: 4
; waitcnts: 1
; nops: 0
; code bytes: 132
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v2
	v_and_b32_e32 v3, 1, v2
	v_cmp_ne_u32_e64 s[0:1], v3, 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB1
	v_cmp_eq_u32_e64 s[6:7], v3, 0
	v_cndmask_b32_e64 v2, 10, 3, s[6:7]
BB1:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB2
	v_mov_b32_e32 v2, 3
BB2:
	s_mov_b64 exec, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], v3, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz BB3
	v_add_u32_e32 v3, 2, v2
	v_cndmask_b32_e64 v3, v3, v2, s[0:1]
BB3:
	s_andn2_b64 exec, s[6:7], exec
	s_cbranch_execz BB4
	v_mov_b32_e32 v3, v2
BB4:
	s_mov_b64 exec, s[6:7]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v3, v1, s[8:11], 0 offen
	s_endpgm
