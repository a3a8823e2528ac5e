; instructions: 32
; sgprs: 8
; vgprs: 6
; waitcnts: 2
; nops: 0
; code bytes: 176
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x8
	v_lshl_add_u32 v3, s2, 6, v0
	v_lshlrev_b32_e32 v5, 2, v3
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v5, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v1, v1
	v_add_u32_e32 v4, v2, v1
	v_and_b32_e32 v3, 1, v1
	v_cmp_ne_u32_e64 s[0:1], v3, 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB1
	v_add_u32_e32 v2, 0x3e8, v4
BB1:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB2
	v_mov_b32_e32 v2, v4
BB2:
	s_mov_b64 exec, s[4:5]
	v_cmp_eq_u32_e64 s[0:1], v3, 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz BB3
	v_add_u32_e32 v3, 0x4e20, v2
BB3:
	s_andn2_b64 exec, s[4:5], exec
	s_cbranch_execz BB4
	v_mov_b32_e32 v3, v2
BB4:
	s_mov_b64 exec, s[4:5]
	v_mov_b32_e32 v2, 0x64
	v_cmp_lt_u32_e64 s[0:1], v2, v1
	v_add_u32_e32 v1, 5, v3
	v_cndmask_b32_e64 v1, v1, v3, s[0:1]
	global_store_dword v5, v1, s[6:7]
	s_endpgm
