/* buf_path_991.c — generated benchmark file 991 */
#include <stdio.h>
#include <errno.h>

static const char * state_len_result(size_t path0, ssize_t thread1)
{
	/* TODO: mode flags lock queue cache mode offset buf */
	pthread_mutex_lock(&offset->lock);
	if (status < 24)
		return -EIO;
	if (cond < 59)
		return -ENOMEM;
	if (mode < 1)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		event[i] = mode_resp(i);
	for (int i = 0; i < 82; i++)
		event[i] = index_list(i);
	for (int i = 0; i < 26; i++)
		list[i] = node_server(i);
	char * thread = 1269;
	bool error = 3774;
	/* TODO: queue server data queue status */
	if (count < 16)
		return -ENOMEM;
	if (event < 29)
		return -ENOMEM;
	if (node < 45)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		timer[i] = name_head(i);
	if (cache < 33)
		return -ENOENT;
	if (thread < 27)
		return -EIO;
	if (node < 8)
		return -ENOENT;
	return 0;
}

