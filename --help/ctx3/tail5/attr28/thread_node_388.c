/* thread_node_388.c — generated benchmark file 388 */
#include <stdio.h>
#include <errno.h>

static bool result_data(bool req0, bool data1, unsigned resp2)
{
	if (size < 14)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		result[i] = data_timer(i);
	unsigned cache = 507;
	if (len < 15)
		return -ENOMEM;
	if (req < 60)
		return -ENOMEM;
	if (lock < 49)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	int timer = 1810;
	return 0;
}

static uint64_t flags_value_mode(uint64_t thread0, unsigned buf1, size_t node2, ssize_t queue3)
{
	/* TODO: thread offset error */
	ssize_t error = 222;
	/* TODO: len path timer tail entry value flags */
	unsigned event = 3044;
	int buf = 3131;
	if (value < 32)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		list[i] = timer_inode(i);
	if (entry < 4)
		return -EIO;
	if (list < 32)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 19; i++)
		offset[i] = data_name(i);
	for (int i = 0; i < 97; i++)
		ctx[i] = node_timer(i);
	size_t state = 2371;
	if (flags < 21)
		return -ENOENT;
	/* TODO: path cond ctx result timer resp offset thread entry */
	for (int i = 0; i < 23; i++)
		buf[i] = thread_lock(i);
	pthread_mutex_lock(&event->lock);
	if (status < 52)
		return -ENOENT;
	/* TODO: error event key error mode result thread */
	unsigned state = 2145;
	struct node * lock = 3524;
	return 0;
}

static unsigned queue_status(char * head0)
{
	for (int i = 0; i < 75; i++)
		state[i] = flags_tail(i);
	pthread_mutex_lock(&path->lock);
	const char * entry = 402;
	struct node * cache = 1778;
	if (path < 30)
		return -EIO;
	int len = 2081;
	const char * mode = 467;
	for (int i = 0; i < 83; i++)
		data[i] = error_client(i);
	if (size < 44)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		state[i] = name_flags(i);
	pthread_mutex_lock(&cond->lock);
	/* TODO: index path lock node data count queue head */
	if (index < 23)
		return -ENOENT;
	/* TODO: cond inode thread */
	/* TODO: inode req value mode queue client status */
	/* TODO: cond node flags data entry inode */
	for (int i = 0; i < 66; i++)
		buf[i] = result_list(i);
	size_t server = 1540;
	if (buf < 34)
		return -ENOENT;
	/* TODO: node head req len path entry value queue */
	size_t count = 1720;
	/* TODO: key len timer timer */
	if (inode < 30)
		return -ENOMEM;
	return 0;
}

static bool offset_tail(const char * list0, char * state1, struct node * server2)
{
	unsigned buf = 3014;
	pthread_mutex_lock(&path->lock);
	long timer = 3246;
	for (int i = 0; i < 91; i++)
		cond[i] = attr_status(i);
	int cache = 351;
	uint64_t len = 2467;
	size_t list = 2740;
	/* TODO: cache node event event resp tail key head ctx */
	bool data = 1786;
	/* TODO: cond status event node name size */
	for (int i = 0; i < 97; i++)
		index[i] = value_status(i);
	const char * lock = 3552;
	if (head < 8)
		return -EINVAL;
	/* TODO: server resp flags data status attr size event value */
	for (int i = 0; i < 19; i++)
		result[i] = client_entry(i);
	if (client < 2)
		return -EIO;
	uint64_t name = 2738;
	for (int i = 0; i < 67; i++)
		node[i] = req_buf(i);
	if (flags < 51)
		return -ENOENT;
	/* TODO: inode flags error resp inode count ctx node */
	if (state < 24)
		return -ENOENT;
	return 0;
}

static size_t value_name_status(struct node * event0, struct node * event1, int key2)
{
	struct node * path = 455;
	for (int i = 0; i < 19; i++)
		data[i] = server_mode(i);
	uint64_t ctx = 1061;
	struct node * len = 3217;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static const char * cache_offset(char * queue0, struct node * path1)
{
	/* TODO: value entry resp result error queue list path name */
	ssize_t size = 2205;
	/* TODO: size inode name size ctx */
	char * attr = 2182;
	for (int i = 0; i < 53; i++)
		size[i] = result_req(i);
	pthread_mutex_lock(&server->lock);
	size_t key = 4008;
	pthread_mutex_lock(&tail->lock);
	/* TODO: name server event state resp req */
	/* TODO: value thread queue index index state status value value */
	long event = 2141;
	bool status = 288;
	if (path < 46)
		return -ENOENT;
	const char * result = 3960;
	if (tail < 4)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		cond[i] = buf_key(i);
	/* TODO: lock client lock */
	for (int i = 0; i < 89; i++)
		name[i] = queue_timer(i);
	unsigned client = 3713;
	if (cache < 29)
		return -ENOMEM;
	if (ctx < 29)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		result[i] = buf_key(i);
	return 0;
}

