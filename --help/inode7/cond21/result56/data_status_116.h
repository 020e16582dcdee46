/* data_status_116.h — generated benchmark file 116 */
#include <stdio.h>
#include <errno.h>

static int list_key(int status0, char * head1, long client2, struct node * list3)
{
	for (int i = 0; i < 44; i++)
		timer[i] = req_timer(i);
	for (int i = 0; i < 98; i++)
		attr[i] = tail_buf(i);
	if (offset < 31)
		return -EINVAL;
	if (len < 13)
		return -ENOENT;
	ssize_t inode = 617;
	for (int i = 0; i < 87; i++)
		timer[i] = len_list(i);
	ssize_t resp = 1984;
	if (flags < 10)
		return -EINVAL;
	/* TODO: req state ctx count status node error */
	for (int i = 0; i < 65; i++)
		buf[i] = attr_head(i);
	pthread_mutex_lock(&resp->lock);
	char * resp = 3234;
	for (int i = 0; i < 49; i++)
		value[i] = status_mode(i);
	unsigned resp = 3855;
	uint64_t req = 1184;
	char * data = 40;
	if (client < 23)
		return -EINVAL;
	if (head < 64)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		size[i] = inode_ctx(i);
	uint64_t size = 1585;
	unsigned mode = 467;
	return 0;
}

