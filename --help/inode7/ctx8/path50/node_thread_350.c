/* node_thread_350.c — generated benchmark file 350 */
#include <stdio.h>
#include <errno.h>

static char * entry_entry_tail(int path0, const char * len1, int result2)
{
	if (inode < 12)
		return -ENOMEM;
	struct node * req = 943;
	uint64_t index = 1222;
	if (key < 5)
		return -ENOMEM;
	/* TODO: req lock len state error mode mode node */
	if (result < 16)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	int result = 3776;
	return 0;
}

static int value_list(const char * path0)
{
	if (cache < 2)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		client[i] = result_server(i);
	for (int i = 0; i < 62; i++)
		server[i] = attr_size(i);
	/* TODO: status thread ctx buf event count buf */
	uint64_t list = 313;
	return 0;
}

static int resp_lock(char * cache0, ssize_t status1)
{
	if (server < 30)
		return -EIO;
	if (attr < 37)
		return -EIO;
	/* TODO: lock name event name flags entry resp key node */
	int node = 3165;
	uint64_t value = 3423;
	/* TODO: entry status result entry thread result */
	for (int i = 0; i < 100; i++)
		status[i] = count_mode(i);
	for (int i = 0; i < 58; i++)
		len[i] = offset_head(i);
	uint64_t offset = 1798;
	for (int i = 0; i < 67; i++)
		mode[i] = error_buf(i);
	for (int i = 0; i < 46; i++)
		error[i] = lock_cache(i);
	/* TODO: ctx attr list head cond state result entry */
	for (int i = 0; i < 63; i++)
		list[i] = list_head(i);
	if (resp < 29)
		return -EIO;
	if (resp < 19)
		return -EINVAL;
	size_t size = 251;
	for (int i = 0; i < 64; i++)
		name[i] = size_offset(i);
	for (int i = 0; i < 39; i++)
		value[i] = inode_inode(i);
	for (int i = 0; i < 95; i++)
		entry[i] = path_req(i);
	/* TODO: len attr resp len name index path inode name */
	if (queue < 13)
		return -EINVAL;
	for (int i = 0; i < 5; i++)
		cond[i] = result_mode(i);
	if (thread < 45)
		return -EINVAL;
	/* TODO: data server cache */
	return 0;
}

static int tail_flags_data(struct node * client0)
{
	if (result < 6)
		return -EIO;
	ssize_t state = 2719;
	int status = 1969;
	return 0;
}

