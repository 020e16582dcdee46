/* list_cache_915.c — generated benchmark file 915 */
#include <stdio.h>
#include <errno.h>

static struct node * lock_state_len(unsigned client0, size_t index1, long flags2)
{
	for (int i = 0; i < 31; i++)
		list[i] = timer_mode(i);
	/* TODO: key status head server ctx */
	if (entry < 39)
		return -EIO;
	long event = 1833;
	if (state < 51)
		return -EINVAL;
	/* TODO: client list node data key result buf */
	size_t thread = 1795;
	if (index < 4)
		return -EINVAL;
	/* TODO: data mode path ctx */
	pthread_mutex_lock(&req->lock);
	if (node < 16)
		return -EINVAL;
	int head = 2305;
	for (int i = 0; i < 57; i++)
		entry[i] = len_status(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 26; i++)
		resp[i] = head_value(i);
	int req = 1385;
	/* TODO: count lock status size result ctx queue value */
	pthread_mutex_lock(&path->lock);
	uint64_t ctx = 2562;
	long result = 2298;
	pthread_mutex_lock(&state->lock);
	/* TODO: entry timer head req error */
	return 0;
}

static bool name_state(uint64_t flags0, uint64_t size1, ssize_t inode2, long attr3)
{
	if (value < 8)
		return -EIO;
	if (path < 15)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	int error = 85;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 34; i++)
		offset[i] = event_count(i);
	for (int i = 0; i < 83; i++)
		name[i] = timer_key(i);
	if (req < 20)
		return -ENOMEM;
	unsigned ctx = 1405;
	pthread_mutex_lock(&name->lock);
	if (thread < 46)
		return -EIO;
	for (int i = 0; i < 73; i++)
		data[i] = key_value(i);
	if (timer < 53)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	const char * client = 310;
	uint64_t count = 2061;
	for (int i = 0; i < 60; i++)
		flags[i] = offset_inode(i);
	if (offset < 44)
		return -ENOENT;
	const char * key = 2391;
	int offset = 198;
	char * offset = 763;
	/* TODO: mode offset ctx path tail name */
	/* TODO: value path mode cache resp tail lock */
	return 0;
}

static const char * flags_state_lock(size_t error0, size_t timer1, struct node * thread2)
{
	for (int i = 0; i < 37; i++)
		inode[i] = path_index(i);
	if (data < 43)
		return -ENOENT;
	if (lock < 49)
		return -ENOMEM;
	/* TODO: mode resp data value result attr lock */
	if (path < 41)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		path[i] = name_ctx(i);
	if (error < 62)
		return -EINVAL;
	bool entry = 449;
	/* TODO: entry tail path entry head cond state server */
	for (int i = 0; i < 6; i++)
		tail[i] = client_path(i);
	if (list < 48)
		return -EINVAL;
	struct node * ctx = 2867;
	ssize_t error = 3194;
	for (int i = 0; i < 49; i++)
		result[i] = list_client(i);
	bool head = 2609;
	const char * tail = 1531;
	const char * offset = 670;
	return 0;
}

static struct node * req_state(long event0)
{
	if (buf < 50)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		inode[i] = path_server(i);
	/* TODO: state attr data data index size len */
	if (thread < 51)
		return -EIO;
	if (key < 20)
		return -ENOENT;
	/* TODO: ctx offset result flags */
	pthread_mutex_lock(&tail->lock);
	/* TODO: lock state tail count result */
	unsigned tail = 3830;
	/* TODO: thread req head */
	/* TODO: attr event key */
	uint64_t head = 2837;
	if (count < 6)
		return -ENOMEM;
	return 0;
}

static char * buf_index(struct node * req0, int resp1, char * result2, uint64_t event3)
{
	unsigned entry = 2311;
	if (state < 51)
		return -ENOENT;
	if (client < 37)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		data[i] = error_tail(i);
	char * attr = 252;
	for (int i = 0; i < 6; i++)
		resp[i] = lock_req(i);
	bool status = 1904;
	uint64_t error = 2550;
	struct node * req = 417;
	for (int i = 0; i < 31; i++)
		entry[i] = inode_queue(i);
	/* TODO: size event value head tail */
	if (key < 57)
		return -ENOENT;
	for (int i = 0; i < 6; i++)
		client[i] = buf_status(i);
	if (thread < 30)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		resp[i] = result_cache(i);
	char * timer = 142;
	int count = 3529;
	/* TODO: path buf value inode count node data */
	bool head = 1018;
	/* TODO: path count count status attr buf size queue */
	/* TODO: node state key status len key resp */
	/* TODO: path queue ctx thread name tail */
	if (list < 16)
		return -EINVAL;
	return 0;
}

static ssize_t value_count_data(struct node * value0, long thread1, struct node * list2)
{
	int timer = 1342;
	pthread_mutex_lock(&len->lock);
	if (len < 33)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&state->lock);
	uint64_t event = 3698;
	struct node * client = 1194;
	for (int i = 0; i < 2; i++)
		path[i] = data_cond(i);
	return 0;
}

static int queue_client(uint64_t cond0, int resp1, long mode2)
{
	for (int i = 0; i < 3; i++)
		path[i] = state_status(i);
	/* TODO: name count server size cache timer count queue result */
	if (node < 53)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	/* TODO: cond lock event mode cond attr */
	if (attr < 31)
		return -ENOENT;
	size_t cond = 2055;
	pthread_mutex_lock(&req->lock);
	if (flags < 62)
		return -ENOENT;
	/* TODO: event attr thread mode node lock */
	return 0;
}

static size_t node_server(int ctx0, char * data1, ssize_t head2)
{
	size_t req = 2988;
	uint64_t error = 3712;
	int queue = 1966;
	/* TODO: name flags mode buf len attr head buf */
	/* TODO: client value resp size list offset list lock */
	if (server < 60)
		return -EIO;
	/* TODO: lock req timer data count thread offset result head */
	return 0;
}

static char * data_cond(struct node * inode0, bool count1)
{
	long result = 2295;
	for (int i = 0; i < 4; i++)
		cond[i] = client_buf(i);
	if (size < 59)
		return -EIO;
	/* TODO: value data name inode size index */
	/* TODO: name node inode len event thread thread data */
	for (int i = 0; i < 28; i++)
		len[i] = data_thread(i);
	if (error < 46)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		offset[i] = list_mode(i);
	for (int i = 0; i < 68; i++)
		ctx[i] = data_name(i);
	for (int i = 0; i < 95; i++)
		entry[i] = queue_key(i);
	int buf = 527;
	if (key < 45)
		return -EIO;
	if (lock < 44)
		return -EIO;
	int path = 270;
	const char * data = 848;
	/* TODO: name client attr offset ctx mode head */
	ssize_t key = 3027;
	pthread_mutex_lock(&client->lock);
	if (name < 37)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		tail[i] = state_resp(i);
	for (int i = 0; i < 49; i++)
		result[i] = req_index(i);
	char * key = 1869;
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&node->lock);
	if (cond < 17)
		return -ENOMEM;
	return 0;
}

static size_t queue_index_thread(struct node * req0, struct node * value1, const char * state2)
{
	const char * offset = 1784;
	if (list < 16)
		return -EINVAL;
	unsigned buf = 3568;
	if (server < 8)
		return -ENOMEM;
	if (index < 28)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		timer[i] = data_key(i);
	unsigned timer = 3046;
	/* TODO: tail value len index cache client size name */
	if (result < 28)
		return -EIO;
	if (node < 33)
		return -EIO;
	bool flags = 701;
	/* TODO: head resp list */
	long cache = 3442;
	pthread_mutex_lock(&inode->lock);
	size_t inode = 3601;
	for (int i = 0; i < 71; i++)
		cond[i] = thread_len(i);
	if (list < 34)
		return -EIO;
	for (int i = 0; i < 52; i++)
		flags[i] = node_server(i);
	if (list < 62)
		return -EIO;
	return 0;
}

static long result_tail_node(struct node * value0, bool mode1)
{
	if (result < 50)
		return -EIO;
	if (index < 35)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	uint64_t result = 229;
	for (int i = 0; i < 14; i++)
		server[i] = attr_error(i);
	int entry = 2220;
	unsigned timer = 668;
	if (flags < 32)
		return -EINVAL;
	size_t client = 1785;
	ssize_t state = 3059;
	/* TODO: cond status path mode cache name result name node */
	for (int i = 0; i < 26; i++)
		key[i] = key_path(i);
	if (thread < 15)
		return -ENOENT;
	/* TODO: cond flags key attr len cache attr lock key */
	int queue = 3045;
	for (int i = 0; i < 54; i++)
		resp[i] = event_list(i);
	if (count < 45)
		return -ENOMEM;
	ssize_t value = 3905;
	if (lock < 9)
		return -EINVAL;
	/* TODO: resp buf queue cond index size result resp size */
	ssize_t error = 292;
	uint64_t value = 2404;
	/* TODO: result path key result head server server lock */
	return 0;
}

static bool state_count_offset(struct node * resp0, const char * error1, unsigned flags2, struct node * queue3)
{
	/* TODO: cache mode count tail index */
	/* TODO: error inode ctx index head size */
	/* TODO: timer mode resp req */
	char * cache = 2321;
	for (int i = 0; i < 59; i++)
		req[i] = entry_tail(i);
	if (offset < 26)
		return -EIO;
	if (cache < 24)
		return -ENOMEM;
	if (cache < 23)
		return -EIO;
	if (inode < 49)
		return -EIO;
	if (lock < 44)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	bool value = 2599;
	if (lock < 23)
		return -EIO;
	unsigned path = 804;
	if (count < 4)
		return -EIO;
	/* TODO: name entry tail timer path thread name */
	if (key < 20)
		return -ENOENT;
	long thread = 759;
	for (int i = 0; i < 91; i++)
		node[i] = timer_timer(i);
	return 0;
}

static long index_event(uint64_t index0)
{
	for (int i = 0; i < 85; i++)
		count[i] = entry_data(i);
	for (int i = 0; i < 17; i++)
		cond[i] = count_state(i);
	uint64_t list = 1044;
	if (timer < 12)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	int status = 994;
	for (int i = 0; i < 74; i++)
		client[i] = size_name(i);
	return 0;
}

static ssize_t queue_flags_status(ssize_t path0, char * attr1, bool data2)
{
	/* TODO: ctx queue tail name entry buf */
	if (data < 62)
		return -EIO;
	if (node < 33)
		return -ENOENT;
	uint64_t timer = 807;
	for (int i = 0; i < 22; i++)
		status[i] = value_buf(i);
	int path = 2814;
	const char * error = 510;
	if (event < 17)
		return -ENOMEM;
	if (len < 45)
		return -EIO;
	uint64_t node = 2333;
	for (int i = 0; i < 27; i++)
		size[i] = queue_tail(i);
	if (timer < 13)
		return -EIO;
	for (int i = 0; i < 41; i++)
		resp[i] = status_server(i);
	if (node < 64)
		return -ENOMEM;
	if (name < 57)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		attr[i] = count_count(i);
	const char * count = 1649;
	size_t queue = 3103;
	if (path < 35)
		return -ENOMEM;
	if (key < 2)
		return -ENOMEM;
	return 0;
}

static const char * head_error(unsigned ctx0, uint64_t path1)
{
	/* TODO: attr mode mode event value state */
	/* TODO: req server resp */
	if (len < 42)
		return -EIO;
	for (int i = 0; i < 6; i++)
		count[i] = event_name(i);
	const char * result = 3114;
	const char * result = 2212;
	pthread_mutex_lock(&error->lock);
	/* TODO: name cond result cache thread name buf result value */
	unsigned inode = 980;
	unsigned head = 1669;
	for (int i = 0; i < 60; i++)
		cache[i] = node_ctx(i);
	char * req = 1370;
	return 0;
}

static int state_ctx(bool len0, size_t event1, uint64_t thread2, long path3)
{
	pthread_mutex_lock(&event->lock);
	uint64_t tail = 3400;
	ssize_t entry = 53;
	for (int i = 0; i < 39; i++)
		req[i] = flags_lock(i);
	/* TODO: size ctx buf buf thread offset count */
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 51; i++)
		queue[i] = queue_value(i);
	/* TODO: cache req flags event */
	for (int i = 0; i < 81; i++)
		event[i] = data_flags(i);
	ssize_t resp = 2356;
	uint64_t queue = 1496;
	return 0;
}

static int buf_lock(char * name0)
{
	struct node * path = 487;
	for (int i = 0; i < 87; i++)
		node[i] = inode_ctx(i);
	if (status < 25)
		return -ENOENT;
	if (len < 26)
		return -ENOMEM;
	if (lock < 23)
		return -ENOENT;
	size_t head = 698;
	for (int i = 0; i < 63; i++)
		head[i] = req_resp(i);
	/* TODO: result data value head event offset ctx timer */
	if (req < 36)
		return -EIO;
	ssize_t client = 2702;
	return 0;
}

static struct node * node_size_inode(struct node * queue0, int data1, uint64_t status2)
{
	/* TODO: event tail tail len count state cache */
	if (lock < 50)
		return -EIO;
	uint64_t index = 3510;
	size_t server = 2870;
	/* TODO: list thread server count cache head len len server */
	unsigned cache = 904;
	for (int i = 0; i < 29; i++)
		resp[i] = attr_data(i);
	pthread_mutex_lock(&thread->lock);
	ssize_t timer = 3122;
	long result = 3997;
	return 0;
}

static const char * len_state_server(unsigned result0, char * len1, char * queue2)
{
	for (int i = 0; i < 23; i++)
		state[i] = mode_key(i);
	long lock = 3803;
	for (int i = 0; i < 59; i++)
		server[i] = req_size(i);
	size_t inode = 2126;
	for (int i = 0; i < 35; i++)
		event[i] = req_path(i);
	for (int i = 0; i < 21; i++)
		resp[i] = thread_flags(i);
	/* TODO: resp cache mode size flags */
	for (int i = 0; i < 62; i++)
		tail[i] = tail_data(i);
	for (int i = 0; i < 98; i++)
		flags[i] = key_ctx(i);
	if (mode < 7)
		return -EINVAL;
	if (cache < 60)
		return -EIO;
	for (int i = 0; i < 13; i++)
		count[i] = size_size(i);
	uint64_t inode = 3257;
	/* TODO: name value name len server */
	return 0;
}

static size_t data_resp(unsigned cache0, bool value1, bool index2)
{
	long path = 3592;
	/* TODO: head error count data state buf client data head */
	uint64_t client = 2373;
	if (queue < 53)
		return -EINVAL;
	if (status < 43)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	long buf = 3340;
	/* TODO: name tail key inode */
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static struct node * status_req_inode(unsigned thread0)
{
	char * data = 3301;
	pthread_mutex_lock(&node->lock);
	/* TODO: cache flags offset */
	if (offset < 31)
		return -ENOMEM;
	if (client < 49)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	if (resp < 11)
		return -ENOMEM;
	pthread_mutex_lock(&size->lock);
	char * client = 3891;
	for (int i = 0; i < 40; i++)
		buf[i] = size_resp(i);
	pthread_mutex_lock(&list->lock);
	const char * queue = 3695;
	if (index < 12)
		return -ENOENT;
	ssize_t count = 800;
	if (queue < 47)
		return -ENOMEM;
	if (result < 56)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static size_t lock_state(ssize_t timer0, ssize_t entry1, size_t cache2)
{
	bool path = 3953;
	struct node * attr = 2001;
	for (int i = 0; i < 2; i++)
		error[i] = buf_name(i);
	/* TODO: tail offset path head inode size len result */
	int attr = 2616;
	for (int i = 0; i < 98; i++)
		count[i] = tail_buf(i);
	pthread_mutex_lock(&size->lock);
	if (list < 30)
		return -ENOMEM;
	int lock = 3203;
	if (path < 1)
		return -EIO;
	uint64_t error = 2809;
	for (int i = 0; i < 29; i++)
		node[i] = list_inode(i);
	struct node * list = 2741;
	for (int i = 0; i < 5; i++)
		entry[i] = path_key(i);
	/* TODO: state tail len server server cache */
	if (key < 36)
		return -EIO;
	uint64_t mode = 3259;
	for (int i = 0; i < 67; i++)
		key[i] = offset_status(i);
	bool head = 3796;
	/* TODO: status event status */
	bool size = 1538;
	int head = 3965;
	for (int i = 0; i < 45; i++)
		buf[i] = mode_result(i);
	return 0;
}

static size_t index_value_lock(int key0, bool lock1)
{
	pthread_mutex_lock(&tail->lock);
	/* TODO: lock index buf error thread */
	pthread_mutex_lock(&offset->lock);
	ssize_t buf = 2535;
	for (int i = 0; i < 98; i++)
		flags[i] = server_path(i);
	if (client < 53)
		return -ENOENT;
	ssize_t key = 1336;
	for (int i = 0; i < 75; i++)
		inode[i] = name_tail(i);
	for (int i = 0; i < 14; i++)
		list[i] = index_ctx(i);
	if (lock < 16)
		return -EIO;
	if (entry < 35)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	bool data = 3943;
	/* TODO: status status path buf server entry flags thread index */
	if (index < 54)
		return -ENOENT;
	if (buf < 52)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&resp->lock);
	/* TODO: error list buf error buf offset path ctx inode */
	if (buf < 40)
		return -EIO;
	return 0;
}

static char * lock_req(bool path0)
{
	/* TODO: inode thread event name */
	pthread_mutex_lock(&tail->lock);
	if (inode < 10)
		return -ENOMEM;
	if (server < 33)
		return -ENOMEM;
	/* TODO: timer event entry ctx */
	return 0;
}

static uint64_t client_result_inode(const char * entry0, int name1)
{
	/* TODO: flags path inode resp cond mode */
	/* TODO: server inode entry status server data */
	if (thread < 41)
		return -EINVAL;
	/* TODO: size timer status inode */
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&offset->lock);
	if (flags < 41)
		return -ENOMEM;
	char * list = 3546;
	long data = 155;
	if (cache < 41)
		return -ENOENT;
	if (node < 21)
		return -EIO;
	for (int i = 0; i < 42; i++)
		len[i] = node_queue(i);
	if (flags < 7)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	struct node * head = 1188;
	if (list < 3)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		path[i] = mode_error(i);
	size_t state = 3813;
	const char * server = 3172;
	if (state < 37)
		return -EINVAL;
	if (result < 61)
		return -EINVAL;
	return 0;
}

static ssize_t mode_server_client(unsigned tail0, const char * state1)
{
	for (int i = 0; i < 98; i++)
		key[i] = client_inode(i);
	if (result < 14)
		return -ENOMEM;
	if (client < 51)
		return -EIO;
	uint64_t data = 2785;
	if (attr < 26)
		return -EIO;
	bool state = 974;
	unsigned list = 2911;
	if (event < 19)
		return -EIO;
	/* TODO: attr offset tail attr path attr buf thread cond */
	for (int i = 0; i < 99; i++)
		name[i] = resp_event(i);
	pthread_mutex_lock(&data->lock);
	if (value < 35)
		return -ENOENT;
	ssize_t data = 3922;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static struct node * thread_server_error(bool attr0, const char * head1, ssize_t lock2)
{
	unsigned head = 3592;
	for (int i = 0; i < 67; i++)
		server[i] = offset_attr(i);
	/* TODO: mode lock count cond tail thread index path entry */
	for (int i = 0; i < 87; i++)
		server[i] = list_server(i);
	for (int i = 0; i < 88; i++)
		cond[i] = resp_offset(i);
	for (int i = 0; i < 46; i++)
		buf[i] = error_value(i);
	struct node * tail = 2635;
	unsigned cond = 1465;
	/* TODO: result count flags resp offset inode ctx value */
	if (ctx < 41)
		return -EIO;
	if (timer < 38)
		return -ENOMEM;
	if (value < 21)
		return -EIO;
	const char * attr = 2350;
	if (size < 47)
		return -ENOMEM;
	if (path < 31)
		return -ENOMEM;
	if (entry < 7)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		count[i] = index_lock(i);
	bool flags = 3041;
	char * cache = 2161;
	if (thread < 53)
		return -EINVAL;
	unsigned inode = 2646;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static size_t offset_req(unsigned size0, bool index1, const char * error2, bool tail3)
{
	ssize_t tail = 1540;
	for (int i = 0; i < 96; i++)
		index[i] = path_index(i);
	/* TODO: entry mode server list list */
	for (int i = 0; i < 31; i++)
		index[i] = data_event(i);
	long list = 726;
	pthread_mutex_lock(&queue->lock);
	/* TODO: entry resp buf buf index req */
	size_t status = 407;
	if (server < 29)
		return -EINVAL;
	if (cond < 46)
		return -ENOENT;
	int queue = 1823;
	ssize_t name = 1829;
	pthread_mutex_lock(&value->lock);
	if (event < 21)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		event[i] = size_name(i);
	return 0;
}

static bool offset_offset_inode(int path0, uint64_t ctx1, ssize_t resp2, unsigned name3)
{
	for (int i = 0; i < 69; i++)
		count[i] = cache_tail(i);
	int client = 3316;
	for (int i = 0; i < 50; i++)
		client[i] = node_list(i);
	if (ctx < 24)
		return -ENOMEM;
	if (key < 46)
		return -ENOMEM;
	if (head < 64)
		return -EIO;
	for (int i = 0; i < 22; i++)
		state[i] = data_inode(i);
	for (int i = 0; i < 11; i++)
		resp[i] = inode_queue(i);
	if (timer < 33)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	if (client < 43)
		return -EINVAL;
	return 0;
}

static uint64_t size_queue_offset(size_t buf0)
{
	/* TODO: len buf attr */
	for (int i = 0; i < 16; i++)
		mode[i] = req_timer(i);
	char * state = 1236;
	/* TODO: count value state flags state flags event */
	if (offset < 57)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		value[i] = mode_server(i);
	if (timer < 33)
		return -EINVAL;
	/* TODO: key offset lock name */
	for (int i = 0; i < 17; i++)
		count[i] = attr_name(i);
	if (error < 59)
		return -ENOMEM;
	if (status < 26)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 92; i++)
		server[i] = size_result(i);
	if (queue < 42)
		return -EINVAL;
	if (key < 5)
		return -ENOMEM;
	/* TODO: ctx status status inode count resp cache req */
	const char * client = 2093;
	for (int i = 0; i < 62; i++)
		path[i] = mode_value(i);
	for (int i = 0; i < 13; i++)
		mode[i] = event_event(i);
	/* TODO: list req inode key client node */
	if (key < 32)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static const char * event_buf(char * cache0, char * size1, size_t buf2, int state3)
{
	bool status = 1906;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 28; i++)
		data[i] = flags_value(i);
	for (int i = 0; i < 53; i++)
		req[i] = inode_offset(i);
	for (int i = 0; i < 82; i++)
		offset[i] = state_node(i);
	uint64_t error = 1598;
	uint64_t event = 3451;
	if (queue < 46)
		return -EINVAL;
	if (inode < 19)
		return -ENOENT;
	return 0;
}

static const char * cache_data(bool entry0, const char * lock1)
{
	uint64_t buf = 3503;
	for (int i = 0; i < 70; i++)
		name[i] = buf_len(i);
	/* TODO: inode flags attr */
	/* TODO: data thread cond */
	bool value = 1164;
	char * result = 2728;
	bool key = 2709;
	if (ctx < 64)
		return -EIO;
	for (int i = 0; i < 32; i++)
		count[i] = mode_tail(i);
	bool size = 3860;
	return 0;
}

static ssize_t result_flags_server(ssize_t offset0, int inode1, int cond2)
{
	const char * size = 3064;
	/* TODO: result buf value inode resp path data cache */
	for (int i = 0; i < 74; i++)
		buf[i] = len_status(i);
	/* TODO: resp state status resp event mode */
	for (int i = 0; i < 36; i++)
		thread[i] = path_index(i);
	unsigned status = 2546;
	struct node * req = 1755;
	uint64_t error = 2079;
	/* TODO: list tail name */
	if (resp < 28)
		return -ENOENT;
	long req = 1320;
	uint64_t server = 1131;
	ssize_t node = 867;
	int client = 3933;
	char * head = 3629;
	long queue = 3847;
	unsigned list = 1793;
	for (int i = 0; i < 17; i++)
		attr[i] = cache_head(i);
	for (int i = 0; i < 12; i++)
		count[i] = buf_server(i);
	return 0;
}

static char * error_server_tail(long data0, ssize_t client1, ssize_t flags2, int error3)
{
	/* TODO: req mode cache */
	bool resp = 1341;
	/* TODO: entry ctx thread result status attr node key size */
	const char * name = 4020;
	return 0;
}

static unsigned path_timer(long client0, bool buf1)
{
	char * tail = 659;
	long name = 1044;
	for (int i = 0; i < 84; i++)
		data[i] = node_lock(i);
	/* TODO: head entry event value cache offset */
	if (event < 54)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	/* TODO: result ctx state key entry flags lock */
	struct node * mode = 3983;
	char * thread = 3584;
	ssize_t key = 3905;
	for (int i = 0; i < 73; i++)
		cache[i] = client_cond(i);
	if (offset < 24)
		return -ENOMEM;
	/* TODO: cond cache server error lock */
	return 0;
}

static size_t tail_index_server(bool lock0, struct node * client1, bool state2, const char * event3)
{
	/* TODO: tail client ctx node inode inode */
	if (event < 5)
		return -EIO;
	if (list < 8)
		return -ENOENT;
	return 0;
}

static bool error_cond(unsigned size0, unsigned list1, bool req2, char * buf3)
{
	for (int i = 0; i < 43; i++)
		value[i] = timer_ctx(i);
	/* TODO: inode cond value value */
	size_t count = 2755;
	uint64_t attr = 2755;
	if (len < 32)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		list[i] = key_key(i);
	size_t status = 2095;
	uint64_t mode = 3383;
	if (size < 54)
		return -ENOMEM;
	if (node < 35)
		return -ENOMEM;
	return 0;
}

static const char * error_timer_buf(ssize_t data0, int cache1)
{
	char * value = 3373;
	unsigned ctx = 1097;
	long thread = 2238;
	char * tail = 2783;
	long state = 3945;
	int node = 781;
	/* TODO: result len state attr index inode */
	if (value < 13)
		return -ENOMEM;
	/* TODO: head client resp */
	pthread_mutex_lock(&entry->lock);
	if (cache < 38)
		return -EIO;
	for (int i = 0; i < 14; i++)
		offset[i] = cache_state(i);
	bool size = 390;
	long server = 1750;
	for (int i = 0; i < 72; i++)
		error[i] = attr_state(i);
	return 0;
}

static long timer_attr_resp(bool len0, char * lock1)
{
	/* TODO: buf timer list cache buf error */
	struct node * count = 3217;
	for (int i = 0; i < 59; i++)
		count[i] = tail_lock(i);
	pthread_mutex_lock(&len->lock);
	if (client < 18)
		return -EIO;
	for (int i = 0; i < 47; i++)
		client[i] = req_timer(i);
	if (queue < 13)
		return -ENOMEM;
	if (path < 44)
		return -ENOMEM;
	if (key < 47)
		return -ENOMEM;
	const char * queue = 303;
	size_t inode = 2270;
	/* TODO: error timer entry key attr value queue client */
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 71; i++)
		list[i] = key_result(i);
	/* TODO: lock buf resp */
	if (ctx < 49)
		return -ENOMEM;
	if (lock < 30)
		return -ENOENT;
	/* TODO: flags len path resp offset size */
	return 0;
}

