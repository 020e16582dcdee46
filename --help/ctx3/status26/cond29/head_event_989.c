/* head_event_989.c — generated benchmark file 989 */
#include <stdio.h>
#include <errno.h>

static long queue_ctx(struct node * event0, ssize_t attr1, ssize_t lock2, char * data3)
{
	for (int i = 0; i < 35; i++)
		server[i] = cond_status(i);
	bool status = 2095;
	long queue = 1973;
	if (len < 8)
		return -EINVAL;
	if (size < 8)
		return -ENOMEM;
	const char * count = 644;
	uint64_t attr = 2808;
	for (int i = 0; i < 88; i++)
		req[i] = result_result(i);
	if (lock < 46)
		return -EINVAL;
	if (name < 36)
		return -EIO;
	bool state = 1465;
	int size = 834;
	if (index < 28)
		return -ENOENT;
	uint64_t flags = 2075;
	pthread_mutex_lock(&status->lock);
	ssize_t thread = 2621;
	char * count = 2337;
	pthread_mutex_lock(&client->lock);
	/* TODO: count queue value buf */
	long head = 1804;
	if (resp < 30)
		return -EIO;
	return 0;
}

static char * path_head_flags(long offset0, int result1, long value2)
{
	ssize_t queue = 1385;
	/* TODO: inode status inode */
	/* TODO: list queue lock ctx inode state */
	if (buf < 56)
		return -EINVAL;
	if (size < 3)
		return -EINVAL;
	if (resp < 50)
		return -ENOMEM;
	/* TODO: size len entry event key cache flags event */
	bool list = 885;
	struct node * list = 1905;
	const char * resp = 2579;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 77; i++)
		resp[i] = index_inode(i);
	/* TODO: flags len path node size */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 65; i++)
		mode[i] = cond_key(i);
	return 0;
}

static const char * queue_value_count(unsigned inode0)
{
	/* TODO: client buf entry error resp resp index path */
	/* TODO: tail key status cache node len attr entry */
	int client = 3878;
	if (entry < 20)
		return -EIO;
	for (int i = 0; i < 27; i++)
		status[i] = tail_inode(i);
	for (int i = 0; i < 44; i++)
		mode[i] = name_event(i);
	for (int i = 0; i < 98; i++)
		status[i] = error_error(i);
	/* TODO: flags cache head resp name value */
	if (entry < 37)
		return -EIO;
	for (int i = 0; i < 57; i++)
		value[i] = key_index(i);
	char * entry = 696;
	for (int i = 0; i < 36; i++)
		resp[i] = mode_key(i);
	if (ctx < 37)
		return -ENOMEM;
	if (lock < 10)
		return -ENOENT;
	unsigned index = 3374;
	size_t status = 2021;
	long inode = 503;
	if (mode < 18)
		return -EIO;
	for (int i = 0; i < 62; i++)
		ctx[i] = value_size(i);
	if (inode < 34)
		return -ENOENT;
	if (inode < 9)
		return -EIO;
	struct node * lock = 3412;
	bool attr = 2771;
	int len = 147;
	long offset = 2036;
	return 0;
}

static struct node * buf_data_queue(unsigned flags0, uint64_t result1)
{
	unsigned thread = 3833;
	/* TODO: resp value attr result status entry */
	for (int i = 0; i < 32; i++)
		timer[i] = server_flags(i);
	unsigned inode = 4067;
	size_t error = 2647;
	struct node * state = 3217;
	for (int i = 0; i < 12; i++)
		req[i] = result_client(i);
	uint64_t result = 223;
	if (ctx < 53)
		return -EIO;
	/* TODO: cache head name cond list entry error len */
	for (int i = 0; i < 32; i++)
		server[i] = data_list(i);
	for (int i = 0; i < 83; i++)
		thread[i] = index_status(i);
	for (int i = 0; i < 42; i++)
		mode[i] = thread_path(i);
	/* TODO: timer result attr */
	char * error = 3488;
	const char * ctx = 4050;
	pthread_mutex_lock(&client->lock);
	struct node * thread = 973;
	if (req < 25)
		return -ENOENT;
	if (head < 15)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	/* TODO: attr mode client status inode */
	for (int i = 0; i < 54; i++)
		key[i] = entry_buf(i);
	if (len < 15)
		return -ENOENT;
	/* TODO: lock offset index */
	return 0;
}

static unsigned list_req(uint64_t path0, unsigned inode1, struct node * attr2)
{
	if (data < 24)
		return -ENOENT;
	/* TODO: flags data node */
	ssize_t offset = 2163;
	for (int i = 0; i < 73; i++)
		result[i] = ctx_tail(i);
	for (int i = 0; i < 43; i++)
		ctx[i] = timer_thread(i);
	if (list < 9)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		flags[i] = resp_server(i);
	uint64_t error = 24;
	pthread_mutex_lock(&value->lock);
	bool status = 1503;
	for (int i = 0; i < 57; i++)
		attr[i] = req_size(i);
	for (int i = 0; i < 29; i++)
		client[i] = size_value(i);
	/* TODO: path node data key count */
	pthread_mutex_lock(&server->lock);
	return 0;
}

static unsigned ctx_queue_attr(int path0, char * state1, char * offset2)
{
	for (int i = 0; i < 50; i++)
		thread[i] = buf_value(i);
	for (int i = 0; i < 55; i++)
		flags[i] = server_path(i);
	for (int i = 0; i < 45; i++)
		attr[i] = req_status(i);
	for (int i = 0; i < 8; i++)
		name[i] = thread_cache(i);
	uint64_t size = 23;
	uint64_t key = 3533;
	for (int i = 0; i < 14; i++)
		lock[i] = ctx_inode(i);
	if (cache < 37)
		return -ENOMEM;
	for (int i = 0; i < 60; i++)
		resp[i] = value_tail(i);
	char * offset = 1000;
	if (req < 9)
		return -ENOENT;
	if (tail < 1)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	if (flags < 27)
		return -ENOMEM;
	for (int i = 0; i < 28; i++)
		attr[i] = count_client(i);
	/* TODO: index ctx resp status state queue size offset */
	bool head = 1739;
	ssize_t head = 629;
	const char * list = 806;
	if (buf < 3)
		return -EINVAL;
	for (int i = 0; i < 50; i++)
		req[i] = value_path(i);
	for (int i = 0; i < 85; i++)
		node[i] = key_ctx(i);
	return 0;
}

static ssize_t data_status_offset(const char * state0)
{
	pthread_mutex_lock(&thread->lock);
	/* TODO: event error len client resp path */
	for (int i = 0; i < 73; i++)
		error[i] = thread_buf(i);
	if (value < 45)
		return -EINVAL;
	struct node * cache = 1072;
	long req = 1670;
	if (name < 40)
		return -EINVAL;
	unsigned ctx = 3326;
	return 0;
}

static struct node * lock_path(ssize_t event0)
{
	if (status < 30)
		return -ENOENT;
	if (event < 51)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		key[i] = key_value(i);
	pthread_mutex_lock(&flags->lock);
	/* TODO: ctx client value path mode buf mode key server */
	return 0;
}

static int inode_entry(char * status0, size_t flags1)
{
	bool count = 638;
	for (int i = 0; i < 36; i++)
		req[i] = len_name(i);
	long client = 544;
	if (result < 27)
		return -ENOMEM;
	if (value < 29)
		return -EINVAL;
	bool mode = 3413;
	/* TODO: ctx index result inode entry ctx lock path timer */
	bool req = 2651;
	if (count < 40)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	uint64_t result = 3095;
	if (value < 37)
		return -ENOMEM;
	uint64_t entry = 2288;
	/* TODO: state mode offset timer */
	if (queue < 34)
		return -ENOMEM;
	bool value = 2019;
	pthread_mutex_lock(&offset->lock);
	int error = 3279;
	if (status < 28)
		return -EIO;
	/* TODO: value queue timer client list result head */
	if (queue < 48)
		return -EINVAL;
	/* TODO: thread resp head name cache */
	int value = 2510;
	for (int i = 0; i < 32; i++)
		mode[i] = buf_cache(i);
	return 0;
}

static unsigned path_lock(const char * server0, const char * req1)
{
	pthread_mutex_lock(&buf->lock);
	/* TODO: buf server error list list client */
	/* TODO: attr attr server flags resp path size error */
	bool cache = 2646;
	pthread_mutex_lock(&req->lock);
	bool count = 336;
	for (int i = 0; i < 81; i++)
		list[i] = name_data(i);
	/* TODO: ctx value attr server result ctx */
	size_t offset = 436;
	if (tail < 20)
		return -EINVAL;
	const char * result = 2802;
	for (int i = 0; i < 49; i++)
		len[i] = offset_lock(i);
	int index = 1029;
	return 0;
}

static const char * flags_state(uint64_t path0, ssize_t path1, size_t list2, long head3)
{
	pthread_mutex_lock(&tail->lock);
	/* TODO: entry resp list queue cache key */
	/* TODO: inode len cache path server */
	uint64_t req = 2904;
	/* TODO: count lock offset len result entry client */
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 66; i++)
		count[i] = thread_status(i);
	pthread_mutex_lock(&state->lock);
	if (name < 54)
		return -ENOENT;
	if (size < 36)
		return -EINVAL;
	for (int i = 0; i < 4; i++)
		client[i] = flags_len(i);
	for (int i = 0; i < 60; i++)
		index[i] = data_thread(i);
	unsigned entry = 1378;
	if (tail < 50)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		value[i] = error_tail(i);
	for (int i = 0; i < 44; i++)
		queue[i] = attr_state(i);
	pthread_mutex_lock(&thread->lock);
	long buf = 3973;
	for (int i = 0; i < 58; i++)
		node[i] = inode_ctx(i);
	if (resp < 17)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		count[i] = error_path(i);
	/* TODO: ctx size entry node index inode error */
	if (node < 21)
		return -EIO;
	return 0;
}

