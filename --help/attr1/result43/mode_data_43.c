/* mode_data_43.c — generated benchmark file 43 */
#include <stdio.h>
#include <errno.h>

static long client_result(size_t inode0, ssize_t list1)
{
	for (int i = 0; i < 91; i++)
		entry[i] = head_result(i);
	bool req = 1795;
	for (int i = 0; i < 99; i++)
		head[i] = status_state(i);
	for (int i = 0; i < 73; i++)
		value[i] = state_name(i);
	for (int i = 0; i < 99; i++)
		cond[i] = size_tail(i);
	size_t client = 3953;
	struct node * list = 3528;
	pthread_mutex_lock(&req->lock);
	if (error < 8)
		return -ENOENT;
	size_t state = 1409;
	unsigned state = 2040;
	size_t index = 532;
	/* TODO: client len status client ctx */
	/* TODO: head mode queue buf size cache offset */
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static long data_client(int head0)
{
	unsigned value = 155;
	struct node * len = 4085;
	pthread_mutex_lock(&key->lock);
	const char * status = 975;
	unsigned cond = 2255;
	pthread_mutex_lock(&error->lock);
	char * server = 864;
	for (int i = 0; i < 26; i++)
		attr[i] = error_value(i);
	return 0;
}

static int lock_node(bool result0, uint64_t error1, const char * result2)
{
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 46; i++)
		name[i] = req_status(i);
	if (buf < 54)
		return -EIO;
	int node = 298;
	bool flags = 3364;
	/* TODO: req tail data result inode status */
	ssize_t tail = 1194;
	if (buf < 58)
		return -ENOMEM;
	/* TODO: attr client path tail req attr tail */
	for (int i = 0; i < 58; i++)
		status[i] = server_entry(i);
	unsigned data = 1750;
	size_t entry = 2935;
	bool cond = 3186;
	if (path < 24)
		return -ENOMEM;
	uint64_t result = 1516;
	return 0;
}

static long len_count_len(uint64_t data0, long value1, int result2)
{
	for (int i = 0; i < 58; i++)
		req[i] = status_cache(i);
	for (int i = 0; i < 91; i++)
		queue[i] = state_cond(i);
	/* TODO: size head size mode cache size tail resp */
	ssize_t ctx = 3503;
	for (int i = 0; i < 52; i++)
		mode[i] = flags_error(i);
	for (int i = 0; i < 35; i++)
		cond[i] = node_data(i);
	for (int i = 0; i < 73; i++)
		tail[i] = resp_cond(i);
	if (client < 42)
		return -ENOMEM;
	unsigned queue = 608;
	if (mode < 8)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		key[i] = error_timer(i);
	for (int i = 0; i < 55; i++)
		name[i] = name_count(i);
	/* TODO: queue index size size resp thread count */
	for (int i = 0; i < 21; i++)
		inode[i] = path_buf(i);
	if (timer < 41)
		return -ENOMEM;
	char * error = 901;
	for (int i = 0; i < 77; i++)
		len[i] = flags_error(i);
	for (int i = 0; i < 51; i++)
		len[i] = buf_data(i);
	if (flags < 42)
		return -EIO;
	return 0;
}

static unsigned status_inode(struct node * thread0, char * tail1, char * event2, uint64_t server3)
{
	for (int i = 0; i < 91; i++)
		count[i] = attr_inode(i);
	/* TODO: key name attr node offset state mode */
	size_t count = 969;
	if (flags < 5)
		return -ENOMEM;
	for (int i = 0; i < 42; i++)
		index[i] = size_server(i);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&buf->lock);
	bool result = 387;
	return 0;
}

static uint64_t count_attr(bool cache0, const char * list1, long error2, unsigned flags3)
{
	if (attr < 31)
		return -ENOENT;
	long attr = 3251;
	pthread_mutex_lock(&head->lock);
	const char * queue = 2217;
	if (entry < 49)
		return -EIO;
	if (name < 4)
		return -ENOMEM;
	uint64_t status = 1284;
	long name = 1334;
	for (int i = 0; i < 64; i++)
		queue[i] = timer_index(i);
	const char * attr = 103;
	/* TODO: entry mode error */
	for (int i = 0; i < 43; i++)
		status[i] = flags_entry(i);
	if (cond < 50)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		state[i] = event_cond(i);
	char * key = 1560;
	/* TODO: index data tail count status flags count thread queue */
	const char * name = 3403;
	if (buf < 35)
		return -EIO;
	return 0;
}

static uint64_t thread_len_key(struct node * status0, ssize_t size1, char * flags2)
{
	for (int i = 0; i < 16; i++)
		cond[i] = cond_len(i);
	/* TODO: queue name resp */
	/* TODO: resp offset lock node attr result ctx count entry */
	for (int i = 0; i < 91; i++)
		size[i] = count_count(i);
	bool result = 80;
	int timer = 3542;
	/* TODO: offset node index */
	/* TODO: buf error resp path client path inode buf */
	/* TODO: len state name client */
	return 0;
}

static char * result_event(bool node0, const char * server1)
{
	if (lock < 53)
		return -EIO;
	if (error < 16)
		return -ENOMEM;
	pthread_mutex_lock(&key->lock);
	/* TODO: value ctx size size data count */
	if (server < 58)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		tail[i] = head_queue(i);
	struct node * state = 851;
	if (ctx < 29)
		return -EIO;
	bool lock = 1805;
	for (int i = 0; i < 74; i++)
		data[i] = count_flags(i);
	if (lock < 24)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		list[i] = size_state(i);
	for (int i = 0; i < 41; i++)
		status[i] = status_thread(i);
	for (int i = 0; i < 9; i++)
		list[i] = error_cache(i);
	for (int i = 0; i < 18; i++)
		len[i] = path_entry(i);
	for (int i = 0; i < 38; i++)
		offset[i] = server_data(i);
	if (index < 5)
		return -EIO;
	/* TODO: result error event timer */
	pthread_mutex_lock(&queue->lock);
	int mode = 3384;
	for (int i = 0; i < 74; i++)
		node[i] = mode_key(i);
	/* TODO: key req queue key error buf result */
	for (int i = 0; i < 35; i++)
		flags[i] = resp_queue(i);
	/* TODO: attr server list data buf inode */
	return 0;
}

static const char * timer_cond_key(bool thread0, size_t data1)
{
	/* TODO: timer cache ctx error cache offset error state */
	const char * state = 1933;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 34; i++)
		offset[i] = len_mode(i);
	return 0;
}

static uint64_t state_count_client(size_t count0, const char * queue1, ssize_t event2)
{
	if (resp < 54)
		return -ENOENT;
	if (mode < 21)
		return -EIO;
	struct node * entry = 2517;
	if (client < 26)
		return -EINVAL;
	uint64_t node = 3842;
	for (int i = 0; i < 8; i++)
		count[i] = thread_thread(i);
	/* TODO: flags server entry tail req cond index head */
	char * req = 2905;
	uint64_t cond = 3099;
	/* TODO: error thread entry path buf result size index */
	if (attr < 30)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	long state = 351;
	const char * mode = 2666;
	/* TODO: flags attr head list ctx result index */
	return 0;
}

static char * offset_mode(uint64_t timer0, uint64_t count1, ssize_t state2, uint64_t node3)
{
	for (int i = 0; i < 29; i++)
		result[i] = error_tail(i);
	if (status < 16)
		return -ENOENT;
	for (int i = 0; i < 24; i++)
		queue[i] = offset_status(i);
	if (resp < 5)
		return -ENOMEM;
	size_t node = 1258;
	const char * size = 2661;
	/* TODO: entry thread ctx tail lock count name name result */
	if (offset < 22)
		return -ENOENT;
	ssize_t lock = 3261;
	if (ctx < 39)
		return -EIO;
	if (offset < 44)
		return -EIO;
	if (timer < 17)
		return -ENOENT;
	if (lock < 62)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		req[i] = offset_thread(i);
	pthread_mutex_lock(&entry->lock);
	long len = 1311;
	if (size < 25)
		return -ENOMEM;
	/* TODO: path server client mode resp server */
	if (data < 60)
		return -EINVAL;
	if (key < 39)
		return -ENOENT;
	return 0;
}

static const char * buf_result_flags(uint64_t list0, bool state1, long error2, const char * state3)
{
	ssize_t tail = 1457;
	int index = 3196;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static bool head_node_ctx(size_t buf0, char * lock1, unsigned offset2)
{
	const char * ctx = 2584;
	for (int i = 0; i < 90; i++)
		event[i] = data_size(i);
	for (int i = 0; i < 62; i++)
		data[i] = cond_path(i);
	if (count < 55)
		return -EIO;
	if (timer < 38)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static long buf_path(struct node * path0, unsigned list1)
{
	if (event < 38)
		return -EINVAL;
	ssize_t path = 3311;
	/* TODO: head result mode */
	struct node * flags = 2914;
	/* TODO: server len value */
	uint64_t thread = 4015;
	if (thread < 14)
		return -ENOMEM;
	if (data < 5)
		return -ENOENT;
	long name = 3395;
	for (int i = 0; i < 13; i++)
		name[i] = list_node(i);
	bool index = 2249;
	return 0;
}

static int req_inode(char * cache0)
{
	int key = 2406;
	if (len < 16)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		tail[i] = resp_node(i);
	for (int i = 0; i < 40; i++)
		req[i] = head_offset(i);
	pthread_mutex_lock(&queue->lock);
	/* TODO: attr inode size timer tail size buf timer buf */
	for (int i = 0; i < 12; i++)
		head[i] = mode_len(i);
	int size = 12;
	if (client < 40)
		return -ENOENT;
	if (server < 51)
		return -EIO;
	return 0;
}

static size_t data_path(unsigned error0, int timer1)
{
	const char * len = 3506;
	uint64_t buf = 642;
	ssize_t offset = 3155;
	ssize_t key = 2682;
	size_t entry = 203;
	if (inode < 44)
		return -ENOENT;
	char * node = 1349;
	ssize_t size = 35;
	if (server < 3)
		return -EINVAL;
	int req = 1846;
	/* TODO: client lock mode buf count index head queue */
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 4; i++)
		index[i] = lock_resp(i);
	unsigned count = 791;
	for (int i = 0; i < 64; i++)
		attr[i] = ctx_lock(i);
	if (ctx < 30)
		return -ENOENT;
	/* TODO: inode key value entry value node data attr flags */
	pthread_mutex_lock(&entry->lock);
	/* TODO: lock data size index cond req size key value */
	long value = 344;
	return 0;
}

static ssize_t cache_status(bool req0, const char * data1, struct node * timer2, const char * queue3)
{
	if (client < 37)
		return -ENOMEM;
	ssize_t event = 1367;
	/* TODO: value tail req error queue attr server inode name */
	pthread_mutex_lock(&inode->lock);
	if (head < 33)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		lock[i] = value_attr(i);
	return 0;
}

static long buf_cond_error(size_t offset0)
{
	if (error < 38)
		return -ENOMEM;
	const char * size = 3873;
	int cond = 2466;
	if (offset < 42)
		return -ENOENT;
	/* TODO: ctx ctx tail error status value flags len */
	if (len < 17)
		return -ENOENT;
	unsigned error = 3985;
	for (int i = 0; i < 66; i++)
		entry[i] = status_thread(i);
	if (name < 36)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		server[i] = result_len(i);
	/* TODO: result result entry name entry lock index */
	pthread_mutex_lock(&len->lock);
	unsigned count = 3791;
	struct node * cache = 1243;
	if (name < 29)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static unsigned buf_len_head(uint64_t index0, ssize_t offset1, unsigned offset2)
{
	if (req < 59)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		inode[i] = index_status(i);
	char * attr = 2359;
	if (size < 47)
		return -ENOMEM;
	if (mode < 3)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		cond[i] = thread_cond(i);
	long status = 2353;
	if (offset < 57)
		return -EINVAL;
	if (client < 45)
		return -EIO;
	struct node * key = 2858;
	/* TODO: count resp head count buf tail index list name */
	ssize_t error = 2356;
	/* TODO: state offset path status inode */
	char * server = 445;
	return 0;
}

static const char * value_queue_result(unsigned ctx0)
{
	if (value < 27)
		return -EINVAL;
	if (index < 32)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		data[i] = path_mode(i);
	for (int i = 0; i < 80; i++)
		status[i] = count_buf(i);
	for (int i = 0; i < 39; i++)
		cache[i] = error_inode(i);
	if (cache < 37)
		return -EINVAL;
	/* TODO: tail name mode data attr data timer mode key */
	const char * resp = 3076;
	return 0;
}

static char * index_name_list(bool error0, size_t inode1)
{
	bool path = 846;
	const char * size = 1830;
	if (event < 13)
		return -ENOENT;
	if (head < 4)
		return -EIO;
	bool req = 3691;
	ssize_t buf = 1769;
	size_t path = 3661;
	pthread_mutex_lock(&req->lock);
	uint64_t cache = 1256;
	if (state < 44)
		return -ENOMEM;
	if (timer < 14)
		return -EIO;
	if (name < 50)
		return -EINVAL;
	/* TODO: ctx inode state key index */
	size_t state = 3517;
	/* TODO: timer client req list name entry count offset status */
	int node = 3582;
	if (flags < 29)
		return -EINVAL;
	return 0;
}

static size_t offset_req(struct node * flags0, ssize_t req1, uint64_t value2, int value3)
{
	for (int i = 0; i < 96; i++)
		head[i] = server_node(i);
	uint64_t flags = 778;
	/* TODO: queue list mode resp tail */
	/* TODO: mode tail head node attr len ctx mode */
	unsigned error = 3896;
	size_t resp = 3085;
	/* TODO: lock name req ctx */
	size_t key = 1351;
	for (int i = 0; i < 59; i++)
		result[i] = key_size(i);
	if (thread < 55)
		return -ENOENT;
	if (path < 54)
		return -ENOMEM;
	for (int i = 0; i < 90; i++)
		event[i] = server_key(i);
	for (int i = 0; i < 96; i++)
		list[i] = entry_status(i);
	const char * data = 2031;
	if (flags < 59)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	/* TODO: list path path */
	pthread_mutex_lock(&data->lock);
	return 0;
}

static bool entry_key_path(const char * mode0, const char * event1)
{
	/* TODO: index event resp list count result */
	long attr = 2203;
	for (int i = 0; i < 67; i++)
		size[i] = server_offset(i);
	if (head < 60)
		return -EIO;
	bool resp = 2363;
	if (mode < 2)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		tail[i] = list_cond(i);
	if (client < 16)
		return -EINVAL;
	/* TODO: data queue name result name */
	for (int i = 0; i < 61; i++)
		attr[i] = timer_event(i);
	for (int i = 0; i < 43; i++)
		size[i] = event_req(i);
	pthread_mutex_lock(&status->lock);
	/* TODO: queue node node status len result server attr node */
	const char * error = 1582;
	if (count < 31)
		return -EIO;
	/* TODO: mode state entry status req status inode req */
	size_t entry = 3110;
	/* TODO: event timer thread path entry */
	if (len < 16)
		return -EINVAL;
	long node = 1245;
	pthread_mutex_lock(&size->lock);
	long server = 2367;
	if (ctx < 11)
		return -ENOMEM;
	if (ctx < 40)
		return -ENOENT;
	return 0;
}

static bool error_ctx_client(long path0, size_t lock1)
{
	uint64_t status = 3999;
	size_t event = 1251;
	if (value < 20)
		return -ENOENT;
	ssize_t list = 1254;
	size_t name = 3103;
	/* TODO: cache req timer lock offset list event head */
	for (int i = 0; i < 19; i++)
		cache[i] = cond_data(i);
	if (thread < 39)
		return -EIO;
	for (int i = 0; i < 57; i++)
		key[i] = list_path(i);
	/* TODO: error cond offset result event len */
	if (offset < 6)
		return -EINVAL;
	if (flags < 25)
		return -ENOMEM;
	/* TODO: index queue state data offset head key list value */
	if (error < 59)
		return -EIO;
	for (int i = 0; i < 25; i++)
		result[i] = path_count(i);
	unsigned data = 3317;
	/* TODO: value count name buf offset lock */
	if (head < 63)
		return -EINVAL;
	/* TODO: node node cond data count */
	/* TODO: node cache inode list tail list value */
	for (int i = 0; i < 5; i++)
		server[i] = flags_count(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 94; i++)
		size[i] = queue_event(i);
	return 0;
}

static struct node * value_timer_thread(size_t flags0, bool resp1, size_t cond2)
{
	for (int i = 0; i < 3; i++)
		cache[i] = client_client(i);
	if (node < 49)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	long inode = 9;
	if (index < 47)
		return -EIO;
	/* TODO: entry thread error buf client count queue index queue */
	if (cond < 41)
		return -ENOENT;
	long lock = 3342;
	/* TODO: thread tail client */
	for (int i = 0; i < 64; i++)
		key[i] = head_size(i);
	/* TODO: index queue cond req size status index offset size */
	/* TODO: status state mode state tail count buf timer */
	if (status < 52)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		name[i] = error_result(i);
	/* TODO: len lock value cache count index mode tail */
	/* TODO: error client entry thread name lock event cache server */
	for (int i = 0; i < 29; i++)
		server[i] = status_index(i);
	if (ctx < 8)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		server[i] = cond_key(i);
	if (timer < 62)
		return -ENOENT;
	if (result < 26)
		return -ENOENT;
	return 0;
}

static long server_state(uint64_t lock0)
{
	if (entry < 29)
		return -ENOMEM;
	if (lock < 38)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	if (timer < 8)
		return -ENOMEM;
	if (server < 64)
		return -EIO;
	return 0;
}

static int data_offset(bool name0)
{
	if (path < 30)
		return -ENOMEM;
	if (cond < 38)
		return -EINVAL;
	const char * timer = 3831;
	if (status < 49)
		return -EIO;
	for (int i = 0; i < 74; i++)
		timer[i] = status_path(i);
	for (int i = 0; i < 23; i++)
		error[i] = data_offset(i);
	long cond = 3540;
	bool event = 335;
	int lock = 1744;
	if (attr < 20)
		return -EINVAL;
	char * thread = 734;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&thread->lock);
	if (ctx < 21)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		lock[i] = queue_head(i);
	/* TODO: status mode error req mode value head list */
	for (int i = 0; i < 5; i++)
		error[i] = index_path(i);
	const char * error = 3424;
	if (flags < 15)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		value[i] = req_size(i);
	for (int i = 0; i < 70; i++)
		event[i] = len_key(i);
	size_t key = 1295;
	for (int i = 0; i < 12; i++)
		count[i] = inode_node(i);
	if (list < 45)
		return -ENOMEM;
	return 0;
}

static long client_client_thread(char * event0)
{
	unsigned cond = 1659;
	unsigned offset = 3747;
	char * status = 1665;
	bool event = 1679;
	for (int i = 0; i < 48; i++)
		size[i] = cache_attr(i);
	unsigned flags = 2855;
	if (key < 35)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		resp[i] = error_tail(i);
	/* TODO: queue inode path list attr flags resp */
	size_t ctx = 3521;
	if (size < 58)
		return -ENOENT;
	return 0;
}

static uint64_t list_cond(ssize_t tail0, long status1, size_t queue2)
{
	/* TODO: timer state list key */
	/* TODO: size thread error node size offset offset value tail */
	size_t event = 4059;
	for (int i = 0; i < 57; i++)
		offset[i] = key_thread(i);
	long error = 2987;
	for (int i = 0; i < 62; i++)
		len[i] = server_value(i);
	for (int i = 0; i < 15; i++)
		ctx[i] = status_client(i);
	ssize_t client = 3584;
	unsigned list = 1214;
	/* TODO: name list flags */
	for (int i = 0; i < 22; i++)
		ctx[i] = value_value(i);
	unsigned value = 2053;
	bool timer = 3045;
	pthread_mutex_lock(&attr->lock);
	if (node < 31)
		return -EIO;
	if (state < 8)
		return -ENOENT;
	if (head < 53)
		return -ENOMEM;
	/* TODO: req list inode thread node list */
	/* TODO: data tail client ctx data cache timer attr */
	int offset = 2868;
	bool state = 3033;
	/* TODO: offset state state head offset ctx event name error */
	/* TODO: resp lock size cache */
	for (int i = 0; i < 43; i++)
		server[i] = ctx_offset(i);
	return 0;
}

static char * attr_value(unsigned queue0, int head1, unsigned result2, size_t size3)
{
	if (flags < 44)
		return -ENOMEM;
	long event = 2631;
	if (queue < 7)
		return -EINVAL;
	if (tail < 39)
		return -EIO;
	int offset = 1382;
	return 0;
}

static const char * head_cond_thread(int state0, char * error1, int server2)
{
	bool len = 2802;
	if (state < 42)
		return -EIO;
	size_t ctx = 2272;
	struct node * mode = 34;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 27; i++)
		path[i] = len_key(i);
	int data = 1318;
	int name = 851;
	struct node * event = 3703;
	for (int i = 0; i < 52; i++)
		ctx[i] = size_client(i);
	if (tail < 39)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		thread[i] = client_tail(i);
	bool state = 2008;
	unsigned flags = 1400;
	size_t path = 2925;
	if (data < 45)
		return -ENOENT;
	unsigned entry = 1015;
	/* TODO: error offset attr */
	if (size < 51)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	bool client = 963;
	if (cond < 60)
		return -EINVAL;
	for (int i = 0; i < 2; i++)
		cond[i] = key_cond(i);
	char * name = 1736;
	return 0;
}

static ssize_t resp_head_resp(uint64_t queue0, long buf1)
{
	int status = 1342;
	const char * inode = 3500;
	char * timer = 647;
	for (int i = 0; i < 5; i++)
		status[i] = inode_count(i);
	for (int i = 0; i < 61; i++)
		tail[i] = inode_timer(i);
	/* TODO: buf cache ctx key attr list mode */
	return 0;
}

static const char * server_req(unsigned cache0, const char * entry1, const char * queue2, const char * cache3)
{
	if (size < 17)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		req[i] = list_queue(i);
	struct node * lock = 3110;
	if (result < 54)
		return -EINVAL;
	char * tail = 992;
	if (flags < 23)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		status[i] = offset_state(i);
	if (count < 58)
		return -EINVAL;
	bool state = 3065;
	size_t queue = 3094;
	char * cache = 238;
	return 0;
}

static ssize_t count_state_count(char * inode0, unsigned lock1, struct node * state2)
{
	for (int i = 0; i < 21; i++)
		offset[i] = count_count(i);
	int key = 810;
	char * mode = 2192;
	for (int i = 0; i < 69; i++)
		value[i] = ctx_client(i);
	return 0;
}

static char * timer_lock_count(size_t cache0, bool client1)
{
	ssize_t resp = 478;
	if (len < 19)
		return -ENOMEM;
	if (client < 23)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static struct node * error_attr(char * timer0)
{
	pthread_mutex_lock(&attr->lock);
	unsigned inode = 3589;
	uint64_t node = 3444;
	for (int i = 0; i < 42; i++)
		data[i] = cond_server(i);
	bool error = 742;
	size_t offset = 416;
	/* TODO: thread server thread queue entry ctx result */
	if (resp < 25)
		return -ENOENT;
	if (offset < 8)
		return -EINVAL;
	char * event = 1726;
	/* TODO: tail lock entry buf error */
	uint64_t req = 119;
	long data = 1811;
	/* TODO: offset value flags result result list resp req state */
	for (int i = 0; i < 11; i++)
		inode[i] = client_node(i);
	pthread_mutex_lock(&lock->lock);
	if (req < 31)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		count[i] = state_head(i);
	return 0;
}

static long req_queue_offset(struct node * client0, bool event1, struct node * attr2, ssize_t name3)
{
	if (queue < 38)
		return -ENOENT;
	struct node * value = 2322;
	long size = 3004;
	for (int i = 0; i < 2; i++)
		req[i] = buf_result(i);
	if (inode < 15)
		return -ENOENT;
	ssize_t value = 2578;
	return 0;
}

static char * value_ctx_timer(unsigned client0, ssize_t list1, long offset2)
{
	bool event = 2293;
	/* TODO: value attr state */
	for (int i = 0; i < 63; i++)
		entry[i] = flags_node(i);
	if (offset < 11)
		return -EIO;
	struct node * count = 1418;
	for (int i = 0; i < 65; i++)
		entry[i] = count_path(i);
	for (int i = 0; i < 89; i++)
		client[i] = node_server(i);
	for (int i = 0; i < 18; i++)
		lock[i] = index_name(i);
	/* TODO: tail name resp */
	for (int i = 0; i < 31; i++)
		error[i] = mode_server(i);
	pthread_mutex_lock(&size->lock);
	if (ctx < 43)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 16; i++)
		server[i] = inode_len(i);
	return 0;
}

static const char * size_entry(size_t buf0, bool status1, const char * timer2)
{
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&offset->lock);
	if (size < 24)
		return -EIO;
	if (lock < 61)
		return -ENOENT;
	char * mode = 2545;
	char * queue = 2467;
	for (int i = 0; i < 19; i++)
		buf[i] = inode_queue(i);
	uint64_t data = 1769;
	for (int i = 0; i < 99; i++)
		data[i] = buf_name(i);
	/* TODO: key resp server list status attr inode thread list */
	for (int i = 0; i < 98; i++)
		flags[i] = state_lock(i);
	pthread_mutex_lock(&key->lock);
	if (lock < 10)
		return -ENOMEM;
	long thread = 259;
	if (result < 15)
		return -ENOMEM;
	/* TODO: inode status head ctx state state list name */
	char * head = 2828;
	for (int i = 0; i < 51; i++)
		offset[i] = count_client(i);
	for (int i = 0; i < 96; i++)
		offset[i] = key_lock(i);
	if (cache < 31)
		return -ENOENT;
	/* TODO: size list data lock thread */
	ssize_t inode = 1460;
	/* TODO: size timer tail thread offset */
	return 0;
}

static ssize_t state_head_cond(struct node * mode0, bool state1, struct node * cond2, long tail3)
{
	/* TODO: flags node name */
	if (offset < 29)
		return -EINVAL;
	/* TODO: event timer cond timer lock */
	if (state < 33)
		return -EIO;
	if (node < 60)
		return -EIO;
	for (int i = 0; i < 2; i++)
		cache[i] = attr_key(i);
	for (int i = 0; i < 32; i++)
		cache[i] = result_buf(i);
	for (int i = 0; i < 96; i++)
		buf[i] = event_cache(i);
	if (count < 16)
		return -ENOMEM;
	if (tail < 9)
		return -ENOENT;
	for (int i = 0; i < 16; i++)
		len[i] = client_tail(i);
	size_t count = 414;
	/* TODO: offset queue len status tail attr entry */
	if (key < 50)
		return -EINVAL;
	/* TODO: offset name len resp flags req mode */
	uint64_t inode = 1915;
	return 0;
}

