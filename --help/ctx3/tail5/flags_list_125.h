/* flags_list_125.h — generated benchmark file 125 */
#include <stdio.h>
#include <errno.h>

static char * size_key(const char * size0, uint64_t cache1, size_t name2, uint64_t thread3)
{
	struct node * thread = 825;
	/* TODO: flags list error len state */
	if (node < 6)
		return -EINVAL;
	uint64_t queue = 3623;
	if (ctx < 41)
		return -ENOENT;
	return 0;
}

static size_t flags_event(unsigned event0, ssize_t flags1, int inode2)
{
	if (queue < 12)
		return -ENOMEM;
	char * client = 2648;
	for (int i = 0; i < 38; i++)
		tail[i] = entry_offset(i);
	/* TODO: path cond path thread tail event head entry */
	uint64_t error = 3201;
	if (list < 6)
		return -EIO;
	size_t list = 1082;
	for (int i = 0; i < 42; i++)
		flags[i] = index_tail(i);
	for (int i = 0; i < 33; i++)
		error[i] = name_queue(i);
	if (error < 28)
		return -ENOENT;
	if (list < 36)
		return -ENOENT;
	ssize_t result = 75;
	ssize_t cond = 3928;
	for (int i = 0; i < 35; i++)
		resp[i] = entry_key(i);
	if (cond < 33)
		return -EINVAL;
	if (tail < 4)
		return -ENOENT;
	if (queue < 11)
		return -ENOENT;
	const char * list = 1052;
	for (int i = 0; i < 21; i++)
		lock[i] = ctx_inode(i);
	if (cache < 21)
		return -EINVAL;
	char * size = 1189;
	uint64_t queue = 2337;
	return 0;
}

static size_t flags_cond_req(bool size0, const char * name1, long size2, size_t len3)
{
	/* TODO: req result status lock timer resp tail node node */
	int cond = 3216;
	for (int i = 0; i < 8; i++)
		thread[i] = client_timer(i);
	if (size < 42)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		name[i] = value_error(i);
	pthread_mutex_lock(&status->lock);
	if (len < 29)
		return -ENOMEM;
	if (count < 53)
		return -EIO;
	return 0;
}

static long node_count(const char * state0, unsigned req1, size_t len2)
{
	char * list = 3396;
	/* TODO: status path path flags event cond */
	if (ctx < 25)
		return -ENOENT;
	if (status < 27)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		size[i] = offset_entry(i);
	if (list < 62)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		list[i] = client_data(i);
	long key = 2782;
	for (int i = 0; i < 46; i++)
		ctx[i] = state_error(i);
	return 0;
}

