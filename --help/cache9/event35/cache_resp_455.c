/* cache_resp_455.c — generated benchmark file 455 */
#include <stdio.h>
#include <errno.h>

static size_t key_path_value(const char * index0)
{
	const char * client = 1889;
	if (ctx < 24)
		return -ENOENT;
	if (cache < 5)
		return -EIO;
	bool cond = 2933;
	if (path < 31)
		return -ENOENT;
	/* TODO: mode inode name key attr */
	if (index < 53)
		return -ENOENT;
	long req = 1881;
	/* TODO: entry attr name name resp count state flags */
	bool offset = 3509;
	for (int i = 0; i < 83; i++)
		thread[i] = path_node(i);
	/* TODO: timer size server error */
	if (client < 62)
		return -ENOENT;
	for (int i = 0; i < 52; i++)
		offset[i] = resp_req(i);
	ssize_t mode = 3931;
	const char * attr = 3747;
	uint64_t inode = 2422;
	for (int i = 0; i < 44; i++)
		inode[i] = queue_name(i);
	for (int i = 0; i < 12; i++)
		queue[i] = tail_resp(i);
	int path = 2559;
	uint64_t cond = 2058;
	return 0;
}

