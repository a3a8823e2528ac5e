; instructions: 42
; sgprs: 12
; vgprs: 3
; waitcnts: 12
; nops: 0
; code bytes: 236
; spilled registers: 0
; spill stores: 0
; spill reloads: 0
; scratch bytes per lane: 0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[8:11], s[0:1], 0x10
	v_lshl_add_u32 v1, s2, 6, v0
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, v1, s[4:7], 0 offen
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(0)
	global_atomic_add v2, v2, v1, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 4
	global_atomic_sub v2, v2, v1, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 8
	global_atomic_umax v2, v2, v1, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 12
	global_atomic_umin v2, v2, v1, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 16
	global_atomic_smin v2, v2, v1, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 20
	global_atomic_smax v2, v2, v1, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	global_atomic_or v2, v2, v1, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 28
	global_atomic_and v2, v2, v1, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	global_atomic_xor v1, v2, v1, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 36
	v_mov_b32_e32 v2, 0x3e8
	global_atomic_inc v1, v1, v2, s[8:9] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 40
	v_mov_b32_e32 v2, 0x3e8
	global_atomic_dec v1, v1, v2, s[8:9] glc
	s_endpgm
